import { useQuery } from '@tanstack/react-query';
import { publicConfigKey } from './query-keys';

export interface PublicConfig {
  MAX_FILE_SIZE: number;
  SUPPORT_MAX_ATTACHMENT_SIZE: number;
  SUPPORT_MAX_ATTACHMENTS: number;
  SUPPORT_ALLOWED_MIME_TYPES: string;
}

function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.MAX_FILE_SIZE === 'number' &&
    typeof record.SUPPORT_MAX_ATTACHMENT_SIZE === 'number' &&
    typeof record.SUPPORT_MAX_ATTACHMENTS === 'number' &&
    typeof record.SUPPORT_ALLOWED_MIME_TYPES === 'string'
  );
}

export async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch('/public-config.json', { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`Failed to fetch: /public-config.json`);
  }
  const body: unknown = await response.json();
  if (!isPublicConfig(body)) {
    throw new Error('Invalid public configuration');
  }
  return body;
}

export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKey,
    queryFn: fetchPublicConfig,
    staleTime: Infinity,
  });
}
