import { ConsolePage } from "./console-page.tsx";
import { useConsole } from "./use-console.ts";

/** The recovery codes, shown once after they are made, with the way on. */
export function RecoveryCodes({ codes, continueHref }: { codes: readonly string[]; continueHref: string }) {
  const { t } = useConsole();
  return (
    <ConsolePage title={t("recovery.title")}>
      <div className="console-narrow">
        <p>{t("recovery.explain")}</p>
        <ul className="console-recovery-codes">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <p>
          <a className="button" href={continueHref}>
            {t("recovery.continue")}
          </a>
        </p>
      </div>
    </ConsolePage>
  );
}
