<?php

/**
 * PHP-level checks of the plugin inside the test site's WordPress (run by
 * plugin.wordpress.test.ts after the journey): validation, escaping, one async loader, the
 * block's attributes, capabilities, and uninstall. Prints "N passed, N failed".
 *
 * @package HotelBooking
 */

if (PHP_SAPI !== 'cli') {
    exit(1);
}
$hotel_booking_url = parse_url((string) getenv('WP_URL'));
$_SERVER['HTTP_HOST'] = $hotel_booking_url['host'] . ':' . $hotel_booking_url['port'];
$_SERVER['REQUEST_URI'] = '/';
require getenv('WP_DIR') . '/wp-load.php';

use HotelBooking\Attributes;
use HotelBooking\Element;
use HotelBooking\Embed;
use HotelBooking\FirstScreen;
use HotelBooking\Settings;

$hotel_booking_results = [0, 0];

/**
 * Records one check.
 *
 * @param string $name What is checked.
 * @param bool   $ok   Whether it held.
 * @param mixed  $seen What was seen, shown when it did not.
 * @return void
 */
function hotel_booking_check($name, $ok, $seen = null)
{
    global $hotel_booking_results;
    $hotel_booking_results[$ok ? 0 : 1]++;
    echo ($ok ? 'ok   ' : 'FAIL ') . $name . ($ok ? '' : ' — saw: ' . var_export($seen, true)) . "\n";
}

$hotel_booking_saved = get_option(Settings::OPTION);
wp_set_current_user(0);

// Validation: every documented attribute, good and bad values.
$hotel_booking_rejected = [];
$hotel_booking_clean = Attributes::clean([
    'hotel_code' => 'Sakura-Tokyo',
    'mode' => 'MODAL',
    'locale' => 'zh_hans',
    'currency' => 'usd',
    'apiBase' => 'https://api.example.com/',
    'checkin' => '2026-02-30',
    'checkout' => '2026-03-02',
    'adults' => '2',
    'kids-ages' => '3, 7',
    'button_colour' => 'red;background:url(https://evil.example/x)',
    'header_colour' => 'rgb(10, 20, 30)',
    'font-colour' => '#ABCDEF',
    'logo' => 'javascript:alert(1)',
    'chatbot' => true,
    'chatbot-path' => '/chat-sign-in',
    'view' => 'recommender',
    'onclick' => 'alert(1)',
    'api_base' => 'http://evil.example',
], $hotel_booking_rejected);
hotel_booking_check('modes, locales and currencies are written as documented', 'modal' === $hotel_booking_clean['mode']
    && 'zh_Hans' === $hotel_booking_clean['locale'] && 'USD' === $hotel_booking_clean['currency'], $hotel_booking_clean);
hotel_booking_check('unknown attributes are dropped', !isset($hotel_booking_clean['onclick']), $hotel_booking_clean);
hotel_booking_check(
    'invalid values are dropped and named',
    ['checkin', 'button-colour', 'logo', 'api-base'] === $hotel_booking_rejected,
    $hotel_booking_rejected
);
hotel_booking_check('a bare chatbot flag is kept', '' === $hotel_booking_clean['chatbot'], $hotel_booking_clean);
hotel_booking_check('kids ages lose their spaces', '3,7' === $hotel_booking_clean['kids-ages'], $hotel_booking_clean);
hotel_booking_check('plain http only for loopback', null === Attributes::origin('http://hotel.example')
    && 'http://127.0.0.1:8787' === Attributes::origin('http://127.0.0.1:8787/'), Attributes::origin('http://hotel.example'));
hotel_booking_check('an origin has no path', null === Attributes::origin('https://hotel.example/widget'));

// The block's attributes are the documented ones (camelCase) and its button label.
$hotel_booking_block = json_decode((string) file_get_contents(WP_PLUGIN_DIR . '/hotel-booking/block/block.json'), true);
$hotel_booking_names = array_map([Attributes::class, 'elementName'], array_keys($hotel_booking_block['attributes']));
hotel_booking_check(
    'block.json has every documented attribute',
    array_merge(array_keys(Attributes::KINDS), ['']) === $hotel_booking_names,
    $hotel_booking_names
);

// Rendering: escaped values, one loader with async, space reserved.
update_option(Settings::OPTION, ['provider_origin' => 'https://booking.example', 'hotel_code' => 'sakura-tokyo']);
$hotel_booking_html = do_shortcode('[hotel_booking mode="modal" header_html=\'<b onclick="x">"Hi"</b>\' facility_name="Sakura & Co"]<i>Book now</i>[/hotel_booking]');
hotel_booking_check('header HTML is an escaped attribute', false !== strpos(
    $hotel_booking_html,
    'header-html="&lt;b onclick=&quot;x&quot;&gt;&quot;Hi&quot;&lt;/b&gt;"'
), $hotel_booking_html);
hotel_booking_check('the label is text', false !== strpos($hotel_booking_html, '>Book now</hotel-booking>'), $hotel_booking_html);
hotel_booking_check('the default hotel code fills in', false !== strpos($hotel_booking_html, 'hotel-code="sakura-tokyo"'), $hotel_booking_html);
$hotel_booking_tags = do_shortcode('[hotel_booking tracking_tags]');
hotel_booking_check('a bare tracking_tags is the element\'s flag', false !== strpos($hotel_booking_tags, ' tracking-tags style='), $hotel_booking_tags);
hotel_booking_check('modal reserves its 44 px button', false !== strpos($hotel_booking_html, 'style="display:block;min-height:44px"'), $hotel_booking_html);

// Two shortcodes on one page, the README's inline one first: WordPress pairs an unclosed
// opening tag with the next closing tag of the name, so the first one used to swallow the
// paragraph and the second widget. Written unclosed, self-closing, and in the block editor's
// paragraphs: two widgets either way, the paragraph between them, the second's label its own.
$hotel_booking_between = 'Our rooms look over the Sumida river.';
$hotel_booking_second = '[hotel_booking hotel_code="sakura-tokyo" mode="modal"]Book now[/hotel_booking]';
$hotel_booking_pages = [
    'unclosed' => "[hotel_booking hotel_code=\"sakura-tokyo\"]\n\n$hotel_booking_between\n\n$hotel_booking_second",
    'self-closing' => "[hotel_booking hotel_code=\"sakura-tokyo\" /]\n\n$hotel_booking_between\n\n$hotel_booking_second",
    'unclosed, in paragraph blocks' => implode("\n\n", array_map(static function ($text) {
        return "<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->";
    }, ['[hotel_booking hotel_code="sakura-tokyo"]', $hotel_booking_between, $hotel_booking_second])),
];
foreach ($hotel_booking_pages as $hotel_booking_form => $hotel_booking_content) {
    $hotel_booking_page = apply_filters('the_content', $hotel_booking_content);
    hotel_booking_check(
        "$hotel_booking_form, then an enclosing one: two widgets and the paragraph between",
        2 === substr_count($hotel_booking_page, '<hotel-booking ')
        && 1 === preg_match('#^(?:(?!<hotel-booking ).)*<hotel-booking (?![^>]*mode=)[^>]*>[^<]*(?:<(?!/hotel-booking>)[^<]*)*</hotel-booking>.*'
            . preg_quote($hotel_booking_between, '#')
            . '.*<hotel-booking [^>]*mode="modal"[^>]*>Book now</hotel-booking>#s', $hotel_booking_page)
        && 1 === substr_count($hotel_booking_page, 'Book now'),
        $hotel_booking_page
    );
}
$hotel_booking_three = apply_filters(
    'the_content',
    "[hotel_booking locale=\"ja\" mode=\"modal\"]\n\nFirst.\n\n[hotel_booking mode=\"new-tab\"]\n\nSecond.\n\n[hotel_booking mode=\"modal\"]Book[/hotel_booking]"
);
hotel_booking_check(
    'three in a row, two unclosed: three widgets, both paragraphs, the last label its own',
    3 === substr_count($hotel_booking_three, '<hotel-booking ')
    && 1 === preg_match('#locale="ja"[^>]*></hotel-booking>.*First\..*mode="new-tab"[^>]*></hotel-booking>.*Second\..*mode="modal"[^>]*>Book</hotel-booking>#s', $hotel_booking_three),
    $hotel_booking_three
);
$hotel_booking_wrapped = apply_filters('the_content', "[hotel_booking mode=\"modal\"]\n\n$hotel_booking_between\n\n[/hotel_booking]");
hotel_booking_check(
    'a paragraph enclosed is page content, not a label',
    1 === preg_match('#mode="modal"[^>]*></hotel-booking>.*<p>' . preg_quote($hotel_booking_between, '#') . '</p>#s', $hotel_booking_wrapped),
    $hotel_booking_wrapped
);
$hotel_booking_escaped = do_shortcode('[hotel_booking mode="modal"]Book [[hotel_booking]][/hotel_booking]');
hotel_booking_check(
    'an escaped [[hotel_booking]] in a label is no second widget',
    1 === substr_count($hotel_booking_escaped, '<hotel-booking ')
    && false !== strpos($hotel_booking_escaped, '>Book [[hotel_booking]]</hotel-booking>'),
    $hotel_booking_escaped
);
$hotel_booking_inline = Embed::renderBlock(['hotelCode' => 'other-hotel', 'mode' => 'iframe']);
hotel_booking_check(
    'iframe reserves the first screen',
    false !== strpos($hotel_booking_inline, 'style="display:block;--hotel-booking-min-height:' . Element::FIRST_SCREEN . '">' . Element::RESERVE . '</hotel-booking>'),
    $hotel_booking_inline
);
ob_start();
wp_print_footer_scripts();
$hotel_booking_scripts = (string) ob_get_clean();
hotel_booking_check(
    'one async loader for two widgets',
    1 === substr_count($hotel_booking_scripts, 'https://booking.example/widget/hotel-booking.js')
    && 1 === preg_match('#<script async [^>]*src=.https://booking\.example/widget/hotel-booking\.js.#', $hotel_booking_scripts),
    $hotel_booking_scripts
);

// The inline first screen written into the page (FirstScreen), by the journey's provider.
$hotel_booking_provider = is_array($hotel_booking_saved) ? (string) $hotel_booking_saved['provider_origin'] : '';
update_option(Settings::OPTION, ['provider_origin' => $hotel_booking_provider, 'hotel_code' => 'sakura-tokyo']);
$hotel_booking_written = do_shortcode('[hotel_booking locale="en"]');
hotel_booking_check(
    'inline with a locale: the page carries the drawing',
    false !== strpos($hotel_booking_written, '<span slot="reserve" data-until="')
    && false !== strpos($hotel_booking_written, '<template shadowrootmode="open"><style>')
    && false !== strpos($hotel_booking_written, 'lang="en"')
    && false === strpos($hotel_booking_written, Element::RESERVE),
    $hotel_booking_written
);
$hotel_booking_key = FirstScreen::keyOf($hotel_booking_provider, ['hotel-code' => 'sakura-tokyo', 'locale' => 'en']);
hotel_booking_check('the drawing is kept a minute', $hotel_booking_written === do_shortcode('[hotel_booking locale="en"]')
    && false !== strpos($hotel_booking_written, (string) get_transient($hotel_booking_key)), get_transient($hotel_booking_key));
$hotel_booking_plain = do_shortcode('[hotel_booking]');
hotel_booking_check(
    "inline in the guest's language: the empty reserve (the loader draws)",
    false !== strpos($hotel_booking_plain, '>' . Element::RESERVE . '</hotel-booking>'),
    $hotel_booking_plain
);

// The language setting: the page's (WordPress's locale, as a multilingual plugin sets it) or one.
update_option(Settings::OPTION, [
    'provider_origin' => $hotel_booking_provider,
    'hotel_code' => 'sakura-tokyo',
    'language' => Settings::PAGE_LANGUAGE,
]);
$hotel_booking_page_locale = 'ja';
$hotel_booking_locale_filter = static function () use (&$hotel_booking_page_locale) {
    return $hotel_booking_page_locale;
};
add_filter('locale', $hotel_booking_locale_filter);
$hotel_booking_japanese = do_shortcode('[hotel_booking]');
hotel_booking_check(
    "the page's language: the widget opens in it, and the page carries its drawing",
    false !== strpos($hotel_booking_japanese, ' locale="ja"')
    && false !== strpos($hotel_booking_japanese, '<span slot="reserve" data-until="')
    && false !== strpos($hotel_booking_japanese, 'lang="ja"'),
    $hotel_booking_japanese
);
$hotel_booking_page_locale = 'fr_FR';
$hotel_booking_french = do_shortcode('[hotel_booking]');
hotel_booking_check(
    "a page in a language the widget does not speak: each visitor's, the empty reserve",
    false === strpos($hotel_booking_french, ' locale=')
    && false !== strpos($hotel_booking_french, '>' . Element::RESERVE . '</hotel-booking>'),
    $hotel_booking_french
);
$hotel_booking_own = do_shortcode('[hotel_booking locale="ko"]');
hotel_booking_check("a widget's own locale wins", false !== strpos($hotel_booking_own, ' locale="ko"'), $hotel_booking_own);
remove_filter('locale', $hotel_booking_locale_filter);
update_option(Settings::OPTION, ['provider_origin' => 'https://booking.example', 'hotel_code' => 'sakura-tokyo', 'language' => 'zh_Hant']);
$hotel_booking_chosen = do_shortcode('[hotel_booking mode="modal"]');
hotel_booking_check('a language chosen in the settings', false !== strpos($hotel_booking_chosen, ' locale="zh_Hant"'), $hotel_booking_chosen);
$hotel_booking_mapped = array_map(
    [Attributes::class, 'widgetLocale'],
    ['ja', 'en_US', 'en_GB', 'ko_KR', 'zh_CN', 'zh_HK', 'id_ID', 'th', 'ar', 'fr_FR', 'zh', '']
);
hotel_booking_check(
    "WordPress's locales as the widget's languages",
    ['ja', 'en', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar', '', '', ''] === $hotel_booking_mapped,
    $hotel_booking_mapped
);

update_option(Settings::OPTION, ['provider_origin' => 'http://127.0.0.1:9', 'hotel_code' => 'sakura-tokyo']);
$hotel_booking_unreachable = do_shortcode('[hotel_booking locale="en"]');
hotel_booking_check(
    'a provider out of reach: the empty reserve',
    false !== strpos($hotel_booking_unreachable, '>' . Element::RESERVE . '</hotel-booking>'),
    $hotel_booking_unreachable
);

// Without a provider origin, visitors get nothing and editors a note.
update_option(Settings::OPTION, ['hotel_code' => 'sakura-tokyo']);
hotel_booking_check('no origin: nothing for visitors', '' === do_shortcode('[hotel_booking]'), do_shortcode('[hotel_booking]'));
wp_set_current_user(get_user_by('login', 'author')->ID);
hotel_booking_check('no origin: a note for authors', false !== strpos(do_shortcode('[hotel_booking]'), Settings::missingOriginText()));

// Settings: what options.php would store.
hotel_booking_check('the settings refuse a non-https origin', '' === Settings::sanitize(['provider_origin' => 'http://hotel.example'])['provider_origin']);
hotel_booking_check('the settings keep a valid one', 'https://booking.example' === Settings::sanitize(['provider_origin' => 'https://booking.example/'])['provider_origin']);
$hotel_booking_languages = [
    Settings::sanitize(['language' => 'site'])['language'],
    Settings::sanitize(['language' => 'ZH_HANT'])['language'],
    Settings::sanitize(['language' => 'fr'])['language'],
];
hotel_booking_check(
    "the language setting keeps the page's and the widget's languages (as written), and refuses others",
    ['site', 'zh_Hant', ''] === $hotel_booking_languages,
    $hotel_booking_languages
);

// Nobody here may save unfiltered HTML (DISALLOW_UNFILTERED_HTML), yet the author may publish.
$hotel_booking_author = get_user_by('login', 'author');
$hotel_booking_admin = get_user_by('login', 'admin');
hotel_booking_check(
    'author and administrator lack unfiltered_html',
    !user_can($hotel_booking_author, 'unfiltered_html') && !user_can($hotel_booking_admin, 'unfiltered_html')
);
hotel_booking_check('the author may not open the settings', !user_can($hotel_booking_author, Settings::CAPABILITY));

// Uninstall removes the option.
define('WP_UNINSTALL_PLUGIN', 'hotel-booking/hotel-booking.php');
include WP_PLUGIN_DIR . '/hotel-booking/uninstall.php';
hotel_booking_check('uninstall removes the option', false === get_option(Settings::OPTION, false));
// Removed from the database: this process's cache of options still holds them.
wp_cache_flush();
hotel_booking_check('uninstall removes the kept first screens', false === get_transient($hotel_booking_key), get_transient($hotel_booking_key));
update_option(Settings::OPTION, $hotel_booking_saved);

printf("%d passed, %d failed\n", $hotel_booking_results[0], $hotel_booking_results[1]);
exit($hotel_booking_results[1] ? 1 : 0);
