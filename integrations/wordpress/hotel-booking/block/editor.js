/**
 * The block's editor: plain `wp.element` calls (no JSX, no build step). The page shows the
 * server's rendering, so the editor shows a summary and the fields; attributes left empty
 * take the defaults of Settings → Hotel booking.
 */
((wp, data) => {
  var el = wp.element.createElement;
  var __ = wp.i18n.__;
  var sprintf = wp.i18n.sprintf;
  var blockEditor = wp.blockEditor;
  var components = wp.components;

  /** Sidebar panels: element attribute names (README, "Attributes") by block attribute. */
  var PANELS = [
    [
      __('Search prefill', 'hotel-booking'),
      [
        ['checkin', 'checkin'],
        ['checkout', 'checkout'],
        ['adults', 'adults'],
        ['children', 'children'],
        ['kidsAges', 'kids-ages'],
        ['rooms', 'rooms'],
        ['nights', 'nights'],
        ['searchType', 'search-type'],
        ['dayUse', 'day-use'],
        ['type', 'type'],
        ['order', 'order'],
        ['promoCode', 'promo-code'],
        ['couponCode', 'coupon-code'],
      ],
    ],
    [
      __('Language and currency', 'hotel-booking'),
      [
        ['locale', 'locale'],
        ['currency', 'currency'],
        ['apiBase', 'api-base'],
      ],
    ],
    [
      __('Look', 'hotel-booking'),
      [
        ['buttonColour', 'button-colour'],
        ['headerColour', 'header-colour'],
        ['fontColour', 'font-colour'],
        ['logo', 'logo'],
        ['facilityName', 'facility-name'],
        ['brandName', 'brand-name'],
        ['headerHtml', 'header-html', true],
        ['footerHtml', 'footer-html', true],
        ['customCss', 'custom-css', true],
      ],
    ],
    [
      __('Chatbot and recommender (iframe mode)', 'hotel-booking'),
      [
        ['view', 'view'],
        ['chatbotPath', 'chatbot-path'],
        ['chatbotUserId', 'chatbot-user-id'],
        ['chatbotMessageId', 'chatbot-message-id'],
        ['oneTimeAccessToken', 'one-time-access-token'],
      ],
    ],
  ];

  function field(props, key, name, long) {
    var control = long ? components.TextareaControl : components.TextControl;
    return el(control, {
      key: key,
      label: name,
      value: props.attributes[key] || '',
      onChange: (value) => {
        var next = {};
        next[key] = value;
        props.setAttributes(next);
      },
    });
  }

  /** A boolean attribute (a flag on the element) as a switch. */
  function toggle(props, key, name) {
    return el(components.ToggleControl, {
      key: key,
      label: name,
      checked: !!props.attributes[key],
      onChange: (value) => {
        var next = {};
        next[key] = value;
        props.setAttributes(next);
      },
    });
  }

  function sidebar(props) {
    return el(
      blockEditor.InspectorControls,
      null,
      PANELS.map((panel) =>
        el(
          components.PanelBody,
          { key: panel[0], title: panel[0], initialOpen: false },
          panel[1].map((row) => field(props, row[0], row[1], row[2])),
          panel[0] === PANELS[2][0] ? toggle(props, 'trackingTags', 'tracking-tags') : null,
          panel[0] === PANELS[3][0] ? toggle(props, 'chatbot', 'chatbot') : null,
        ),
      ),
    );
  }

  function edit(props) {
    var defaults = data.defaults || {};
    var a = props.attributes;
    var modes = [
      { label: sprintf(__('Default (%s)', 'hotel-booking'), defaults.mode || 'inline'), value: '' },
    ].concat(
      ['inline', 'modal', 'iframe', 'new-tab', 'bar'].map((mode) => ({ label: mode, value: mode })),
    );
    // The booking bar's Search: results below it (default), the modal, a new tab, the hosted pages.
    var targets = [{ label: __('Default (results)', 'hotel-booking'), value: '' }].concat(
      ['results', 'modal', 'new-tab', 'hosted'].map((target) => ({ label: target, value: target })),
    );
    var bar = a.mode === 'bar' || (!a.mode && defaults.mode === 'bar');
    var notice = data.providerOrigin
      ? sprintf(__('Shown from %s on the published page.', 'hotel-booking'), data.providerOrigin)
      : data.missingOrigin;
    return el(
      'div',
      blockEditor.useBlockProps(),
      sidebar(props),
      el(
        components.Placeholder,
        { icon: 'calendar-alt', label: __('Hotel booking', 'hotel-booking'), instructions: notice },
        el(
          'div',
          { style: { display: 'grid', gap: '8px', width: '100%' } },
          el(components.TextControl, {
            label: __('Hotel code', 'hotel-booking'),
            value: a.hotelCode || '',
            placeholder: defaults['hotel-code'] || '',
            onChange: (value) => {
              props.setAttributes({ hotelCode: value });
            },
          }),
          el(components.SelectControl, {
            label: __('Mode', 'hotel-booking'),
            value: a.mode || '',
            options: modes,
            onChange: (value) => {
              props.setAttributes({ mode: value });
            },
          }),
          a.mode === 'modal' ||
            a.mode === 'new-tab' ||
            (!a.mode && (defaults.mode === 'modal' || defaults.mode === 'new-tab'))
            ? el(components.TextControl, {
                label: __('Button label', 'hotel-booking'),
                value: a.label || '',
                onChange: (value) => {
                  props.setAttributes({ label: value });
                },
              })
            : null,
          bar
            ? el(components.SelectControl, {
                label: __('Search opens', 'hotel-booking'),
                value: a.searchTarget || '',
                options: targets,
                onChange: (value) => {
                  props.setAttributes({ searchTarget: value });
                },
              })
            : null,
          data.settingsUrl && !data.providerOrigin
            ? el('a', { href: data.settingsUrl }, __('Settings → Hotel booking', 'hotel-booking'))
            : null,
        ),
      ),
    );
  }

  wp.blocks.registerBlockType('hotel-booking/widget', {
    edit: edit,
    save: () => null,
  });
})(window.wp, window.hotelBookingEditor || {});
