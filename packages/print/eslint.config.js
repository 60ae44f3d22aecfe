import config from "@backlot/eslint-config";

export default [
  ...config,
  {
    // The builders run unchanged in the browser (the console) and in Node (the functions): no Node module, no DOM,
    // no network. Tests, their helpers and the bench read files and run poppler; they are not shipped.
    files: ["src/**/*.ts"],
    ignores: ["src/**/*.test.ts", "src/testing/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^node:|^(fs|path|os|child_process|buffer|stream|url)$", message: "No Node modules." }] },
      ],
      "no-restricted-globals": [
        "error",
        ...["window", "document", "fetch", "XMLHttpRequest", "process", "Buffer", "require"].map((name) => ({
          name,
          message: "The builders take data and return bytes: no DOM, network or Node globals.",
        })),
      ],
    },
  },
];
