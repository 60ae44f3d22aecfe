// How many rows a console desk shows, and how many more "Show more" adds (one live listener over
// the longer page).
export const deskPageSize = 25;
