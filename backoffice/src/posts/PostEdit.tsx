import { Edit } from 'react-admin';
import { PostForm } from './PostForm';

/** Saving waits for the server, so a refused edit shows at once (no undo). */
export const PostEdit = () => (
  <Edit mutationMode="pessimistic">
    <PostForm mode="edit" />
  </Edit>
);
