// What an import says to the person who ran it: what changed, every problem by row and column, the columns left
// out, and the photos that are missing. Long lists are cut after `limit` lines, with a count of the rest.
import type { ImportReport } from "./import-catalogue.js";

function capped(lines: string[], limit: number, what: string): string[] {
  if (lines.length <= limit) return lines;
  return [...lines.slice(0, limit), `  ... and ${lines.length - limit} more ${what} (--json lists them all)`];
}

export function formatImportReport(report: ImportReport, options: { dryRun?: boolean; limit?: number } = {}): string {
  const limit = options.limit ?? 50;
  const lines: string[] = [];
  const { added, updated, unchanged, problems, photos, header } = report;
  const name = report.tenant.vendor.displayName;
  if (header.problems.length > 0) {
    lines.push(`The sheet cannot be imported into ${name}; nothing was written:`);
    lines.push(...header.problems.map((problem) => `  ${problem}`));
    return `${lines.join("\n")}\n`;
  }
  const counts = `${added.length} new, ${updated.length} updated, ${unchanged} unchanged`;
  if (report.written) lines.push(`Imported into ${name}: ${counts}. Wrote ${report.written}.`);
  else if (options.dryRun && report.ok) lines.push(`Dry run for ${name}: ${counts}. Nothing was written.`);
  else if (options.dryRun) lines.push(`Dry run for ${name}: ${problems.length} problems. Nothing was written.`);
  else
    lines.push(
      `Nothing was written: ${problems.length} problems. Fix them, or import with --partial to skip those rows.`,
    );
  if (report.leftOut > 0) lines.push(`Left out ${report.leftOut} rows with problems (--partial).`);
  if (report.skipped > 0) lines.push(`Skipped ${report.skipped} empty or excluded rows.`);
  if (problems.length > 0) {
    lines.push("Problems:");
    const rows = problems.map((p) => `  row ${p.row}${p.column ? `, column ${p.column}` : ""}: ${p.message}`);
    lines.push(...capped(rows, limit, "problems"));
  }
  // Columns read under another name than Backlot's ("Qty" as Quantity), so a wrong guess is seen before it costs.
  const renamed = header.columns.filter((column) => !column.label.startsWith(`"${column.targetName}" (`));
  if (renamed.length > 0)
    lines.push(`Columns read as: ${renamed.map((column) => `${column.label} as ${column.targetName}`).join(", ")}.`);
  if (header.ignored.length > 0) lines.push("Columns left out:", ...header.ignored.map((line) => `  ${line}`));
  if (photos.made + photos.reused > 0)
    lines.push(`Photos: ${photos.made} prepared (resized to AVIF, WebP and JPEG), ${photos.reused} done before.`);
  if (photos.missing.length > 0) {
    lines.push(`Missing photos (${photos.missing.length}):`);
    const missing = photos.missing.map((m) => `  row ${m.row} (${m.itemNumber}): ${m.reference}: ${m.reason}`);
    lines.push(...capped(missing, limit, "missing photos"));
  }
  if (photos.keptEarlier.length > 0)
    lines.push(
      `${photos.keptEarlier.length} props kept their earlier photos, as a new one was missing: ` +
        `${photos.keptEarlier.slice(0, 10).join(", ")}${photos.keptEarlier.length > 10 ? ", ..." : ""}`,
    );
  if (photos.unmatched.length > 0)
    lines.push(
      `${photos.unmatched.length} files in the photos folder match no item number (a typo?): ` +
        `${photos.unmatched.slice(0, 10).join(", ")}${photos.unmatched.length > 10 ? ", ..." : ""}`,
    );
  const bare = photos.withoutPhotos;
  if (bare.length > 0)
    lines.push(
      `${bare.length} listed ${bare.length === 1 ? "prop has" : "props have"} no photo: ` +
        `${bare.slice(0, 10).join(", ")}${bare.length > 10 ? ", ..." : ""}`,
    );
  return `${lines.join("\n")}\n`;
}
