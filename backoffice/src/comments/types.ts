/** A comment as `/api/admin/comments` answers it. */
export interface CommentRecord {
  id: string;
  slug: string;
  authorId: string;
  authorName: string;
  body: string;
  hidden: boolean;
  hiddenReason: string | null;
  createdAt: string;
}
