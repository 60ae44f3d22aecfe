// JSON for inside a <script> element (a data block such as `<script type="application/json">`):
// "</script>" and the line separators JavaScript once refused cannot end or break it.
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
