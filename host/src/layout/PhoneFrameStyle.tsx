/**
 * The frame's rules for a phone (below md, 768 px: spec 1 §9), for every area's page at once
 * (issue 30). A card's header keeps its title and its buttons on one line on a wide screen; on a
 * phone the buttons go under the title, which wraps instead of being cut (a child's name and evax
 * number in a folder's header). A tag in a list's stacked phone cell wraps too: antd's tags never do,
 * and a long one (a serious MAPI's criterion in French) made the page 407 px wide. The selectors
 * outweigh antd's own (:where(.css-…).ant-card …).
 * A style element the layout draws on a phone only, loaded then (as the menu drawer): not a CSS
 * import, which would bring the style loader's runtime into the shell's first load.
 */
const PHONE_FRAME_CSS = `
@media (max-width: 767.98px) {
  .ant-card > .ant-card-head .ant-card-head-wrapper {
    flex-wrap: wrap;
    row-gap: 8px;
    padding-block: 8px;
  }
  .ant-card > .ant-card-head .ant-card-head-title {
    flex: 1 1 auto;
    white-space: normal;
    overflow: visible;
  }
  .ant-card > .ant-card-head .ant-card-extra {
    margin-inline-start: auto;
  }
  .evax-phone-cell .ant-tag {
    white-space: normal;
  }
}
`;

export default function PhoneFrameStyle() {
  return <style>{PHONE_FRAME_CSS}</style>;
}
