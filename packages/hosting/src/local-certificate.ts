// A throwaway certificate for 127.0.0.1, so the local server can speak HTTP/2 as Hosting does
// (browsers offer HTTP/2 only over TLS). Made with Debian's openssl (scripts/bootstrap.sh installs
// it); the browser that uses it is told to accept it (--ignore-certificate-errors), as nothing
// else should trust it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function localCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), "backlot-tls-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    // prettier-ignore
    const args = [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
      "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert,
    ];
    try {
      execFileSync("openssl", args, { stdio: "pipe" });
    } catch (error) {
      throw new Error(
        `openssl could not make a local certificate (${error instanceof Error ? error.message : String(error)}); ` +
          "run scripts/bootstrap.sh, which installs Debian's openssl",
        { cause: error },
      );
    }
    return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
