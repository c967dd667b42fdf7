/** How the story looks while it is written: near enough to the reader page's. */
export const EDITOR_CSS = {
  '& .story-editor': {
    minHeight: '16rem',
    padding: '0.75rem',
    outline: 'none',
    lineHeight: '1.7',
    overflowWrap: 'anywhere',
  },
  '& .story-editor:focus-visible': {
    boxShadow: 'inset 0 0 0 2px var(--chakra-colors-color-palette-focus-ring, #b91c1c)',
  },
  '& .story-editor > * + *': { marginTop: '0.75em' },
  '& .story-editor h2': { fontSize: '1.5rem', fontWeight: 'bold', lineHeight: '1.3' },
  '& .story-editor h3': { fontSize: '1.25rem', fontWeight: 'bold', lineHeight: '1.3' },
  '& .story-editor a': { color: 'fg.info', textDecoration: 'underline' },
  '& .story-editor ul': { listStyleType: 'disc', paddingInlineStart: '1.5rem' },
  '& .story-editor ol': { listStyleType: 'decimal', paddingInlineStart: '1.5rem' },
  '& .story-editor blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'border.emphasized',
    paddingInlineStart: '1rem',
    fontStyle: 'italic',
  },
  '& .story-editor blockquote[data-attribution]::after': {
    content: '"— " attr(data-attribution)',
    display: 'block',
    fontStyle: 'normal',
    fontSize: '0.875rem',
    color: 'fg.muted',
  },
  '& .story-editor figure': { margin: '1rem 0' },
  '& .story-editor figure img': { display: 'block', maxWidth: '100%', height: 'auto' },
  '& .story-editor figcaption': { fontSize: '0.875rem', color: 'fg.muted' },
  '& .story-editor figure.ProseMirror-selectednode': {
    outline: '3px solid var(--chakra-colors-red-500, #ef4444)',
  },
  '& .story-editor .ProseMirror-gapcursor': { position: 'relative' },
};
