import { Create } from 'react-admin';
import { PostForm } from './PostForm';

export const PostCreate = () => (
  <Create redirect="edit">
    <PostForm mode="create" />
  </Create>
);
