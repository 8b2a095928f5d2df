import {
  DateTimeInput,
  required,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  TranslatableInputs,
} from 'react-admin';
import { LOCALES } from '../i18n/locales';
import { MarkdownPreview } from './MarkdownPreview';

const LANGUAGES = LOCALES.map(({ locale }) => locale);
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const validSlug = (value: string | undefined) =>
  value && !slugPattern.test(value) ? 'resources.posts.validation.slug' : undefined;
const kinds = ['story', 'guide', 'news', 'recipe'].map((id) => ({
  id,
  name: `resources.posts.kinds.${id}`,
}));

/** A post's words in each language (the text in Markdown, with its preview) and its tags. */
export const PostForm = ({ mode }: { mode: 'create' | 'edit' }) => (
  <SimpleForm>
    {mode === 'create' ? (
      <TextInput
        source="slug"
        validate={[required(), validSlug]}
        helperText="resources.posts.helpers.slug"
      />
    ) : null}
    <TranslatableInputs locales={LANGUAGES} defaultLocale="en-US" fullWidth>
      <TextInput source="title" helperText="resources.posts.helpers.translation" />
      <TextInput source="author" />
      <TextInput source="description" multiline minRows={2} />
      <TextInput
        source="body"
        multiline
        minRows={10}
        helperText="resources.posts.helpers.markdown"
      />
      <MarkdownPreview source="body" />
    </TranslatableInputs>
    <SelectInput source="kind" choices={kinds} defaultValue="story" validate={required()} />
    <TextArrayInput source="tags" helperText="resources.posts.helpers.tags" />
    <TextArrayInput source="images" helperText="resources.posts.helpers.images" />
    {mode === 'create' ? (
      <DateTimeInput source="publishedAt" helperText="resources.posts.helpers.published_at" />
    ) : (
      <SelectInput
        source="status"
        choices={[
          { id: 'published', name: 'resources.posts.statuses.published' },
          { id: 'withdrawn', name: 'resources.posts.statuses.withdrawn' },
        ]}
      />
    )}
    {mode === 'edit' ? <TextInput source="withdrawnReason" /> : null}
  </SimpleForm>
);
