// Text for inside HTML (an element's text or a quoted attribute): the five characters that could
// end or change it become numeric references.
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
