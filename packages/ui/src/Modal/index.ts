export { Modal } from "./Modal.js";
export type { ModalProps } from "./Modal.js";
