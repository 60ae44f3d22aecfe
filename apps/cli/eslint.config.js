export { default } from "@backlot/eslint-config";
