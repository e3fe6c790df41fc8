import type { ComponentType } from 'react';
import type { CardTemplateId } from '../../card-design';
import type { TemplateProps } from '../card-parts';
import { BoldBannerTemplate } from './bold-banner';
import { CenteredTemplate } from './centered';
import { ClassicTemplate } from './classic';
import { CorporateTemplate } from './corporate';
import { DarkTemplate } from './dark';
import { MinimalTemplate } from './minimal';
import { PhotoForwardTemplate } from './photo-forward';
import { SplitTemplate } from './split';

/** Each template id's component (the list and its names: src/shared/card-design.ts). */
export const TEMPLATE_COMPONENTS: Record<CardTemplateId, ComponentType<TemplateProps>> = {
  classic: ClassicTemplate,
  minimal: MinimalTemplate,
  centered: CenteredTemplate,
  banner: BoldBannerTemplate,
  split: SplitTemplate,
  photo: PhotoForwardTemplate,
  corporate: CorporateTemplate,
  dark: DarkTemplate,
};
