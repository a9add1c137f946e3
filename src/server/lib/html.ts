// Text into HTML: the one escaper for the markup the server writes itself (e-mails, the press kit
// page). Every character that could end a text node or a quoted attribute is escaped.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
