import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '../../shared/public-config';
import { publicConfigKey } from './query-keys';

export type { PublicConfig };

async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch('/public-config.json', { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`Failed to fetch: /public-config.json`);
  }
  const parsed = publicConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    throw new Error('Invalid public configuration');
  }
  return parsed.data;
}

export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKey,
    queryFn: fetchPublicConfig,
    staleTime: Infinity,
  });
}
