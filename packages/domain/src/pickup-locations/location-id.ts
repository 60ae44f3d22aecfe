// A pickup location's id, as vendor.json names it and records (a prop's stock split, a booking, a
// set list, an order) carry it. The schemas (vendor.schema.json, prop.schema.json) and
// firestore.rules repeat the pattern; their tests hold them to this one.
export const locationIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;
