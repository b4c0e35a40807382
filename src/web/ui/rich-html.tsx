import styles from './rich-html.module.css';

/**
 * HTML from the API (article bodies, producer and partner descriptions). The server sanitises
 * it with an allow-list before it is stored or served, so it is rendered as is.
 */
export function RichHtml({ html, id }: { html: string; id?: string }) {
  return <div id={id} className={styles.root} dangerouslySetInnerHTML={{ __html: html }} />;
}
