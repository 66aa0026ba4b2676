import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Variant } from '../../index';
import { isPurchasable } from '../../domain/product/product-rules';
import { chooseVariant, variantGroups } from '../../domain/product/variants';
import { productPath } from './product-path';
import { useVariantSwitch, type VariantSwitch } from './variant-switch';

/**
 * Variants grouped by attribute: colours as swatches (with the value written beside), sizes and the rest as chips.
 * Each value links to the variant that keeps the other chosen values (L1's `chooseVariant`); after the switch the
 * new page keeps the focus on the value chosen, rather than on its title.
 */
export default function VariantPicker({ variants, currentSku }: { variants: Variant[]; currentSku: string }) {
  const root = useRef<HTMLDivElement>(null);
  const switched = useVariantSwitch();
  useEffect(() => {
    if (!switched) return;
    // Runs after the page title's own focus effect (it comes earlier in the tree), so the chosen value keeps the focus.
    const group = [...(root.current?.querySelectorAll<HTMLElement>('[data-group]') ?? [])].find((el) => el.dataset.group === switched.variantGroup);
    group?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    // Once, on the page the switch opened (the view is keyed by product, so this mounts anew).
  }, []);
  const groups = variantGroups(variants, currentSku);
  if (!groups.length) return null;
  return (
    <div className="variants" ref={root}>
      {groups.map((group) => {
        const chosen = group.options.find((option) => option.selected);
        return (
          <div key={group.name} className="variants__group" data-group={group.name}>
            <h2 className="variants__name">
              {group.name}
              {chosen ? <span className="variants__chosen">: {chosen.value}</span> : null}
            </h2>
            <ul className={group.type === 'COLOR' ? 'chips chips--swatches' : 'chips'}>
              {group.options.map((option) => {
                const target = option.selected ? null : (chooseVariant(variants, currentSku, group.name, option.valueId) ?? option.product);
                const swatch = option.colorHex ? <span className="chip__swatch" style={{ background: option.colorHex }} aria-hidden="true" /> : null;
                // Whether the variant this value leads to can be bought (not just any variant with this value).
                const lead = option.selected ? option.product : target;
                const available = lead ? isPurchasable(lead) : option.available;
                const soldOut = !available ? <span className="chip__note"> (agotado)</span> : null;
                return (
                  <li key={String(option.valueId)}>
                    {option.selected ? (
                      <Link className="chip chip--current" to={productPath(option.product ?? { public_sku: currentSku, slug: '' })} aria-current="page" preventScrollReset replace>
                        {swatch}
                        {option.value}
                        {soldOut}
                      </Link>
                    ) : target ? (
                      <Link
                        className={available ? 'chip' : 'chip chip--out'}
                        to={productPath(target)}
                        state={{ variantGroup: group.name, preview: target } satisfies VariantSwitch}
                        preventScrollReset
                      >
                        {swatch}
                        {option.value}
                        {soldOut}
                      </Link>
                    ) : (
                      <span className="chip chip--disabled">
                        {swatch}
                        {option.value}
                        <span className="visually-hidden"> (no disponible)</span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
