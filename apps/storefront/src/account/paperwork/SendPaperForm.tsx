// The form a customer sends a paper with: a certificate of insurance or a tax exemption, its file and its details. It
// checks what it can with the one contract (@backlot/domain's checkSentPaper, the server's own check) before anything
// is uploaded, and keeps every value and the chosen file after a failure, so a dropped connection loses nothing.
import { type SentPaper, ValidationError, checkSentPaper, limits, paperworkFolder } from "@backlot/domain";
import { parseMoney } from "@backlot/domain/money";
import { useId, useRef, useState } from "react";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { FormHeading, type HeadingLevel } from "@backlot/ui/FormHeading";
import formStyles from "@backlot/ui/form.module.css";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import { useForm } from "@backlot/ui/use-form";
import styles from "./SendPaperForm.module.css";

export type SendablePaperKind = SentPaper["kind"];

/** A paper ready to send: its details, and the file to upload first (the page decides where it goes). */
export type PaperToSend = SentPaper & { upload: File };

const empty = {
  insurer: "",
  policyNumber: "",
  coverageStart: "",
  coverageEnd: "",
  limit: "",
  additionalInsured: "",
  lossPayee: "",
  region: "",
  form: "",
  expiresOn: "",
};
type Values = typeof empty;

const fieldNames: Record<string, string> = {
  insurer: "The insurer",
  policyNumber: "The policy number",
  coverageStart: "The coverage's start",
  coverageEnd: "The coverage's end",
  limit: "The limit",
  additionalInsured: "Additional insured",
  lossPayee: "Loss payee",
  region: "The state",
  form: "The form",
  expiresOn: "The expiry date",
};

export interface SendPaperFormProps {
  kind: SendablePaperKind;
  currency: string;
  /** Uploads the file and sends the paper; what it throws is shown, and the form keeps its values. */
  onSubmit: (paper: PaperToSend) => Promise<void>;
  /** 0 to 1 while the file uploads, when the page knows. */
  progress?: number | null;
  headingLevel?: HeadingLevel;
}

export function SendPaperForm({ kind, currency, onSubmit, progress = null, headingLevel = 3 }: SendPaperFormProps) {
  const titleId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const insurance = kind === "insurance";

  /** The paper these values make, or the field messages; the file's place is the page's, so any folder will do. */
  function paperOf(values: Values): { paper: SentPaper } | { errors: Partial<Record<keyof Values | "file", string>> } {
    const limit = parseMoney(values.limit, currency);
    const input = {
      kind,
      file: {
        path: `${paperworkFolder("check", "check")}file`,
        name: file?.name ?? "",
        contentType: file?.type ?? "",
        size: file?.size ?? 0,
      },
      ...(insurance
        ? {
            insurer: values.insurer,
            policyNumber: values.policyNumber,
            coverageStart: values.coverageStart,
            coverageEnd: values.coverageEnd,
            limit: limit ?? Number.NaN,
            additionalInsured: values.additionalInsured === "yes",
            lossPayee: values.lossPayee === "yes",
          }
        : { region: values.region, form: values.form, expiresOn: values.expiresOn }),
    };
    try {
      return { paper: checkSentPaper(input, { vendorId: "check", uid: "check" }) };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Partial<Record<keyof Values | "file", string>> = {};
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field.startsWith("file.")) errors.file = fileMessage();
        else errors[field as keyof Values] = `${fieldNames[field] ?? field} ${message}.`;
      }
      if (insurance && values.limit.trim() && limit === null)
        errors.limit = "Enter the limit as an amount, like 1,000,000.";
      return { errors };
    }
  }

  const largest = `${String(limits.paperwork.fileSize / 1024 / 1024)} MB`;
  const fileMessage = () =>
    file
      ? `${file.name} cannot be sent: choose a PDF, JPEG or PNG of at most ${largest}.`
      : "Choose the certificate's file: a PDF, JPEG or PNG.";

  const form = useForm<Values>({
    initial: empty,
    validate: (values) => {
      const checked = paperOf(values);
      if ("paper" in checked) return {};
      const { file: problem, ...rest } = checked.errors;
      setFileError(problem);
      return rest;
    },
    onSubmit: async (values) => {
      const checked = paperOf(values);
      if (!("paper" in checked) || !file) {
        setFileError(fileMessage());
        fileInput.current?.focus();
        throw new Error("Choose the file to send.");
      }
      await onSubmit({ ...checked.paper, upload: file });
      // Sent: the next paper starts afresh.
      form.reset();
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
    },
  });

  const checkbox = (name: "additionalInsured" | "lossPayee", label: string) => (
    <label className={styles.check}>
      <input
        type="checkbox"
        name={name}
        checked={form.values[name] === "yes"}
        onChange={(event) => form.setValue(name, event.target.checked ? "yes" : "")}
      />{" "}
      {label}
    </label>
  );

  return (
    <form className={styles.form} aria-labelledby={titleId} {...form.formProps}>
      <FormHeading id={titleId} level={headingLevel}>
        {insurance ? "Send a certificate of insurance" : "Send a tax exemption certificate"}
      </FormHeading>
      <p className={formStyles.intro}>
        {insurance
          ? "The certificate must cover every day of a rental and name the prop house as additional insured and loss " +
            "payee."
          : "Send it if the production claims an exemption from sales tax, such as New York's ST-120 or ST-121."}
      </p>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={fileId}>
          The certificate (PDF, JPEG or PNG, at most {limits.paperwork.fileSize / 1024 / 1024} MB)
        </label>
        <input
          ref={fileInput}
          id={fileId}
          name="file"
          type="file"
          accept={limits.paperwork.fileTypes.join(",")}
          className={styles.file}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(undefined);
          }}
        />
        {fileError && (
          <p id={`${fileId}-error`} className={formStyles.error}>
            {fileError}
          </p>
        )}
      </div>
      {insurance ? (
        <>
          <div className={styles.pair}>
            <TextField label="Insurer" required maxLength={limits.paperwork.insurer} {...form.field("insurer")} />
            <TextField
              label="Policy number"
              required
              maxLength={limits.paperwork.policyNumber}
              {...form.field("policyNumber")}
            />
          </div>
          <div className={styles.pair}>
            <TextField label="Coverage starts" type="date" required {...form.field("coverageStart")} />
            <TextField label="Coverage ends" type="date" required {...form.field("coverageEnd")} />
          </div>
          <TextField
            label="Limit each occurrence"
            hint="Like 1,000,000."
            inputMode="decimal"
            required
            {...form.field("limit")}
          />
          <fieldset className={formStyles.group}>
            <legend className={styles.legend}>The certificate names the prop house as</legend>
            {checkbox("additionalInsured", "Additional insured")}
            {checkbox("lossPayee", "Loss payee")}
          </fieldset>
        </>
      ) : (
        <div className={styles.pair}>
          <TextField
            label="State"
            hint="Like NY."
            required
            maxLength={limits.paperwork.region}
            {...form.field("region")}
          />
          <TextField
            label="Form"
            hint="Like ST-120."
            required
            maxLength={limits.paperwork.form}
            {...form.field("form")}
          />
          <TextField label="Holds until" type="date" required {...form.field("expiresOn")} />
        </div>
      )}
      {form.status.kind === "failed" && (
        <FormAlert>
          {messageOf(form.status.error, "The paper was not sent. Check your connection and try again.")}
        </FormAlert>
      )}
      {form.status.kind === "succeeded" && (
        <FormAlert tone="success">Sent. The prop house will review it; you will see its answer here.</FormAlert>
      )}
      <div className={formStyles.actions}>
        <SubmitButton
          busy={form.busy}
          busyLabel={
            progress !== null && progress < 1 ? `Uploading… ${String(Math.round(progress * 100))}%` : "Sending…"
          }
        >
          Send for review
        </SubmitButton>
      </div>
    </form>
  );
}
