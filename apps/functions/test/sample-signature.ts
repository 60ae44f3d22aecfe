// 1 by 1 pixel: the smallest PNG a signature pad could send (a customer's on the agreement, a driver's at the dock).
export const signaturePng =
  "data:image/png;base64," +
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
