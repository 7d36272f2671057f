/**
 * The editors write {service} where the service's name goes. Split and joined, not replaced: a
 * replacement string reads `$&` or `$$` in a name ("Turn $$ Into Leads") as patterns.
 */
export function withServiceName(text: string | null | undefined, serviceName: string): string {
  return (text ?? '').split('{service}').join(serviceName);
}
