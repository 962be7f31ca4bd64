import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors, formValues, parseSubmission } from "./form-submission.ts";

describe("formValues", () => {
  it("keeps a field posted once as a string and several times as a list; files are left out", () => {
    const data = new FormData();
    data.append("name", "Ann");
    data.append("types", "1");
    data.append("types", "4");
    data.append("image", new Blob(["x"]), "x.jpg");
    expect(formValues(data)).toEqual({ name: "Ann", types: ["1", "4"] });
  });

  it("cuts a huge value so a hostile post is not sent back whole", () => {
    const data = new FormData();
    data.append("remark", "x".repeat(100_000));
    expect((formValues(data).remark as string).length).toBe(5000);
  });
});

describe("parseSubmission", () => {
  const schema = z.object({
    email: z.string().min(1, "validation.email"),
    age: z.number("validation.wholeNumber").max(120, "validation.tooLong"),
    list: z.array(z.string()).min(1, "validation.demandTypeRequired"),
  });

  it.each([
    [{ email: "", age: 1, list: ["a"] }, { email: { key: "validation.email", params: { min: 1 } } }],
    [{ email: "a", age: 121, list: ["a"] }, { age: { key: "validation.tooLong", params: { max: 120 } } }],
    [
      { email: "a", age: "x", list: [] },
      { age: { key: "validation.wholeNumber" }, list: { key: "validation.demandTypeRequired", params: { min: 1 } } },
    ],
  ])("%j → %j", (values, errors) => {
    const result = parseSubmission(schema, values as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual(errors);
  });

  it("passes the parsed value through", () => {
    expect(parseSubmission(schema, { email: "a", age: 3, list: ["x"] } as never)).toMatchObject({
      ok: true,
      value: { email: "a", age: 3, list: ["x"] },
    });
  });
});

describe("fieldErrors", () => {
  it("keeps the first error of a field, joins nested paths, gives zod's own messages the generic key", () => {
    const issues = [
      { code: "custom", path: ["children", 0, "age"], message: "validation.wholeNumber", input: "" },
      { code: "custom", path: ["children", 0, "age"], message: "validation.notNegative", input: "" },
      { code: "invalid_type", path: ["x"], message: "Invalid input: expected string", expected: "string", input: 1 },
      { code: "custom", path: [], message: "validation.minAboveMax", input: {} },
    ] as never;
    expect(fieldErrors(issues)).toEqual({
      "children.0.age": { key: "validation.wholeNumber" },
      x: { key: "validation.invalidChoice" },
      "": { key: "validation.minAboveMax" },
    });
  });
});
