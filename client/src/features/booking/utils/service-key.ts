/** The services of a choice as one key, in any order: an answer about a choice holds only for that choice. */
export function serviceKeyOf(serviceIds: readonly string[]): string {
  return [...serviceIds].sort().join(" ");
}
