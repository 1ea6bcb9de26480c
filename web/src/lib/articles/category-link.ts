/** An article category worth a link (it has a slug and at least one article): what the category lists show. */
export interface CategoryLink {
  _id: string;
  title: string | null;
  slug: string;
}
