import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../account/login-redirect';
import { useSignedIn } from '../account/session-store';
import { shopApi } from '../api/shop-api';
import { showError } from '../feedback/toasts';
import { FormAlert } from '../ui/FormAlert';
import { commentsPath, decodeComment, decodeComments, type PostComment } from './blog';
import { PostDate } from './PostDate';

const maxLength = 2000;

/** A post's comments, oldest first, and the form a signed-in shopper adds one with. */
export function CommentSection({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const location = useLocation();
  const headingId = useId();
  const fieldId = useId();
  const [comments, setComments] = useState<readonly PostComment[]>();
  const [draft, setDraft] = useState('');
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [posted, setPosted] = useState(false);
  // One key per comment being written: a retried send is kept once by the server.
  const [key, setKey] = useState(() => crypto.randomUUID());

  useEffect(() => {
    let current = true;
    shopApi
      .request(commentsPath(slug), { anonymousOk: true })
      .then((raw) => current && setComments(decodeComments(raw)))
      .catch((error: unknown) => current && showError(error));
    return () => {
      current = false;
    };
  }, [slug]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPosted(false);
    if (draft.trim() === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    setBusy(true);
    try {
      const saved = decodeComment(
        await shopApi.request(commentsPath(slug), {
          method: 'POST',
          body: { body: draft },
          headers: { 'Idempotency-Key': key },
        }),
      );
      setComments((list) => [...(list ?? []).filter((each) => each.id !== saved.id), saved]);
      setDraft('');
      setKey(crypto.randomUUID());
      setPosted(true);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="blog-comments" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('blog.comments', { count: comments?.length ?? 0 })}</h2>
      {comments?.length === 0 && <p>{t('blog.noComments')}</p>}
      <ol className="blog-comments__list">
        {comments?.map((comment) => (
          <li key={comment.id} className="blog-comment">
            <p className="blog-teaser__meta">
              <strong>{comment.authorName}</strong> · <PostDate at={comment.createdAt} />
            </p>
            <p className="blog-comment__body" dir="auto">
              {comment.body}
            </p>
          </li>
        ))}
      </ol>
      {signedIn ? (
        <form className="blog-comment-form" noValidate onSubmit={submit} aria-busy={busy}>
          {posted && <FormAlert kind="success">{t('blog.commentPosted')}</FormAlert>}
          <div className={`field${empty ? ' field--invalid' : ''}`}>
            <label htmlFor={fieldId}>{t('blog.yourComment')}</label>
            <textarea
              id={fieldId}
              name="comment"
              rows={4}
              value={draft}
              maxLength={maxLength}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={empty ? true : undefined}
              aria-describedby={empty ? `${fieldId}-error` : undefined}
              dir="auto"
            />
            {empty && (
              <p id={`${fieldId}-error`} className="field-error">
                {t('blog.commentEmpty')}
              </p>
            )}
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t('blog.postComment')}
          </button>
        </form>
      ) : (
        <p>
          <Link to={loginPath(location.pathname)}>{t('blog.signInToComment')}</Link>
        </p>
      )}
    </section>
  );
}
