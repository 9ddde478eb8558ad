// Every content component, by the name authors use in pages (no import line needed): the route
// passes this map to <Content components={...} />. components/names.ts lists the same names.
import Note from './content/Note.astro';
import Tip from './content/Tip.astro';
import Warning from './content/Warning.astro';
import Warn from './content/Warn.astro';
import Info from './content/Info.astro';
import Check from './content/Check.astro';
import CodeGroup from './content/CodeGroup.astro';
import RequestExample from './content/RequestExample.astro';
import ResponseExample from './content/ResponseExample.astro';
import Steps from './content/Steps.astro';
import Step from './content/Step.astro';
import Tabs from './content/Tabs.astro';
import Tab from './content/Tab.astro';
import AccordionGroup from './content/AccordionGroup.astro';
import Accordion from './content/Accordion.astro';
import Card from './content/Card.astro';
import CardGroup from './content/CardGroup.astro';
import ParamField from './content/ParamField.astro';
import ResponseField from './content/ResponseField.astro';
import Expandable from './content/Expandable.astro';
import Frame from './content/Frame.astro';
import Tooltip from './content/Tooltip.astro';
import Update from './content/Update.astro';
import Icon from './content/Icon.astro';

export const components = {
  Note,
  Tip,
  Warning,
  Warn,
  Info,
  Check,
  CodeGroup,
  RequestExample,
  ResponseExample,
  Steps,
  Step,
  Tabs,
  Tab,
  AccordionGroup,
  Accordion,
  Card,
  CardGroup,
  ParamField,
  ResponseField,
  Expandable,
  Frame,
  Tooltip,
  Update,
  Icon,
};

export type ComponentName = keyof typeof components;
