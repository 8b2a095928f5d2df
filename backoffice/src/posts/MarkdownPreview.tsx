import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { httpClient } from '../dataProvider/httpClient';

const waitMs = 400;

/**
 * The post's text in the language tab shown, rendered by the server exactly as the storefront
 * shows it (Markdown, then sanitized), a moment after typing stops.
 */
export const MarkdownPreview = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const name = useSourceContext().getSource(source);
  const markdown = (useWatch({ name }) as string | undefined) ?? '';
  const [html, setHtml] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      httpClient('/api/admin/posts/preview', {
        method: 'POST',
        body: JSON.stringify({ markdown }),
      })
        .then(({ json }) => {
          if (!current) return;
          setHtml(String((json as { html?: unknown }).html ?? ''));
          setFailed(false);
        })
        .catch(() => current && setFailed(true));
    }, waitMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [markdown]);

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate('resources.posts.preview.title')}
      </Typography>
      {failed ? (
        <Typography color="error">{translate('resources.posts.preview.failed')}</Typography>
      ) : (
        <Box
          data-testid="markdown-preview"
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '& table': { borderCollapse: 'collapse' },
            '& th, & td': { border: 1, borderColor: 'divider', px: 1 },
          }}
          // Sanitized by the server (server/src/blog/markdown.ts), as on the storefront.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from our own API
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </Box>
  );
};
