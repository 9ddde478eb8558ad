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
import Snippet from './content/Snippet.astro';
import UnknownComponent from './content/UnknownComponent.astro';
import Callout from './content/Callout.astro';
import Danger from './content/Danger.astro';
import Critical from './content/Critical.astro';
import Link from './content/Link.astro';
import Badge from './content/Badge.astro';
import Columns from './content/Columns.astro';
import Column from './content/Column.astro';
import Tile from './content/Tile.astro';
import TreeRoot from './content/Tree.astro';
import TreeFolder from './content/TreeFolder.astro';
import TreeFile from './content/TreeFile.astro';
import Panel from './content/Panel.astro';
import Prompt from './content/Prompt.astro';
import ColorRoot from './content/Color.astro';
import ColorRow from './content/ColorRow.astro';
import ColorItem from './content/ColorItem.astro';
import View from './content/View.astro';
import Visibility from './content/Visibility.astro';
import CodeBlock from './content/CodeBlock.astro';
import Latex from './content/Latex.astro';

// `<Tree.Folder>` in MDX is a member expression: MDX takes `Tree` from this map and reads its
// `Folder` property. A new function per name keeps the .astro modules' own exports untouched.
const Tree = Object.assign((...args: Parameters<typeof TreeRoot>) => TreeRoot(...args), TreeRoot, { Folder: TreeFolder, File: TreeFile });
const Color = Object.assign((...args: Parameters<typeof ColorRoot>) => ColorRoot(...args), ColorRoot, { Row: ColorRow, Item: ColorItem });

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
  Snippet,
  UnknownComponent,
  Callout,
  Danger,
  Critical,
  Link,
  Badge,
  Columns,
  Column,
  Tile,
  Tree,
  FileTree: Tree,
  Panel,
  Prompt,
  Color,
  View,
  Visibility,
  CodeBlock,
  Latex,
};

export type ComponentName = keyof typeof components;
