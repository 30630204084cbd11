import Prism from 'prismjs';
import 'prismjs/components/prism-markup-templating';
import 'prismjs/components/prism-php';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-java';
import 'prismjs/components/prism-csharp';
import 'prismjs/components/prism-ruby';
import { Fragment, type ReactNode } from 'react';
import { CopyButton } from '@/kit/calculator/copy-link-button';
import { Icon } from '@/shell/icon';

export type CodeLanguage = 'javascript' | 'python' | 'php' | 'java' | 'csharp' | 'ruby' | 'spreadsheet';

const LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  javascript: 'JavaScript',
  python: 'Python',
  php: 'PHP',
  java: 'Java',
  csharp: 'C#',
  ruby: 'Ruby',
  spreadsheet: 'Formula',
};

/** The token types that have a colour of their own (see `.code-block` in index.css). */
const COLOURED = new Set(['comment', 'prolog', 'keyword', 'important', 'string', 'char', 'template-string', 'number', 'boolean', 'constant', 'function', 'class-name', 'builtin']);

/**
 * Prism's tokens as spans (class `tok-<type>`), text nodes only, never HTML. Tokens without a
 * colour (punctuation, operators, names) stay plain text: a long example keeps a small DOM.
 */
function renderTokens(tokens: ReadonlyArray<string | Prism.Token>): ReactNode[] {
  return tokens.map((token, index) => {
    if (typeof token === 'string') return token;
    const content = typeof token.content === 'string' ? token.content : renderTokens(Array.isArray(token.content) ? token.content : [token.content]);
    const types = [token.type, ...(Array.isArray(token.alias) ? token.alias : token.alias ? [token.alias] : [])].filter((type) => COLOURED.has(type));
    if (types.length === 0) return typeof content === 'string' ? content : <Fragment key={index}>{content}</Fragment>;
    return (
      // Tokens never move: the index is a stable key.
      // eslint-disable-next-line react/no-array-index-key
      <span key={index} className={types.map((type) => `tok-${type}`).join(' ')}>
        {content}
      </span>
    );
  });
}

/**
 * A code example: selectable text with syntax colours (Prism's grammars, rendered as React
 * spans), its language named, and a Copy button. Colours have AA contrast in both themes. In a
 * guide it takes the column's whole width (index.css); a longer line scrolls, with a visible cue.
 */
export function CodeBlock({ language, code, caption }: { language: CodeLanguage; code: string; caption?: string }) {
  const grammar = language === 'spreadsheet' ? undefined : Prism.languages[language];
  const label = caption ?? LANGUAGE_LABELS[language];
  return (
    <figure className="code-block scroll-cue">
      <div className="code-block-bar">
        <figcaption>{label}</figcaption>
        <span className="scroll-cue-hint" aria-hidden="true">
          Scroll sideways →
        </span>
        <CopyButton text={() => code} toast={['Code copied!', 'Paste it into your editor.']} label={`Copy the ${label} code`}>
          <Icon name="copy" />
          Copy
        </CopyButton>
      </div>
      {/* Focusable so a keyboard can scroll a long line sideways; while a line is wider than the
          block, its edges are shaded and the bar says it scrolls (`.scroll-cue`). */}
      <div className="scroll-cue-frame">
        <pre tabIndex={0} className="scroll-cue-area">
          <code>{grammar ? renderTokens(Prism.tokenize(code, grammar)) : code}</code>
        </pre>
      </div>
    </figure>
  );
}
