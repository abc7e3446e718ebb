import { useRemoteHost } from '@verity/mfe';
import { usePageMeta } from '@verity/ui';

/** Title, description and share tags of a page the shell renders itself, with the deployment's social handle. */
export function ShellPageMeta({ title, description }: { title: string; description: string }) {
  const { config } = useRemoteHost();
  usePageMeta({ title, description, socialHandle: config.socialHandle ?? undefined });
  return null;
}
