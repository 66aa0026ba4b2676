import { PathLink } from '../shared/PathLink';
import type { HomeSection } from '../../index';

type BrandItem = Extract<HomeSection, { type: 'BRANDS' }>['items'][number];

/** A brand's tile: its emblem and name, linking to its page (home's brand row, the brands section page). */
export function BrandTile({ item }: { item: BrandItem }) {
  return (
    <PathLink className="tile tile--brand" to={`/marca/${encodeURIComponent(item.slug)}`}>
      {item.image ? <img src={item.image} alt="" width={120} height={60} loading="lazy" /> : null}
      <span>{item.name}</span>
    </PathLink>
  );
}
