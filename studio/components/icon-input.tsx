// Icon and platform fields as the icons themselves: editors pick the picture the site draws (the
// site's own Icon component), not a code name from a list.
import { Button, Grid, Stack, Text } from '@sanity/ui';
import { set, unset, type StringInputProps } from 'sanity';

import { Icon } from '../../web/components/ui/icon';

type Option = { title: string; value: string };

const asOption = (option: unknown): Option | undefined => {
  if (typeof option === 'string') return { title: option, value: option };
  if (typeof option === 'object' && option !== null && 'value' in option) {
    const { title, value } = option as { title?: string; value: unknown };
    if (typeof value === 'string') return { title: title ?? value, value };
  }
  return undefined;
};

export function IconInput({
  value,
  onChange,
  schemaType,
  readOnly,
  elementProps,
}: StringInputProps) {
  const options = (schemaType.options?.list ?? []).flatMap((option) => asOption(option) ?? []);
  return (
    <Grid
      columns={[3, 4, 6]}
      gap={2}
      role="group"
      aria-label={schemaType.title}
      id={elementProps.id}
      onFocus={elementProps.onFocus}
      onBlur={elementProps.onBlur}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Button
            key={option.value}
            mode={selected ? 'default' : 'ghost'}
            tone={selected ? 'primary' : 'default'}
            padding={3}
            aria-pressed={selected}
            disabled={Boolean(readOnly)}
            onClick={() => onChange(selected ? unset() : set(option.value))}
          >
            <Stack space={2} style={{ justifyItems: 'center' }}>
              <Icon name={option.value} />
              <Text size={0} align="center">
                {option.title}
              </Text>
            </Stack>
          </Button>
        );
      })}
    </Grid>
  );
}
