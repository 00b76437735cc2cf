<?php

/**
 * The `<hotel-booking>` element's documented attributes (README, "Attributes") and how each
 * value is checked before it reaches a page.
 *
 * @package HotelBooking
 */

namespace HotelBooking;

/**
 * Validates attribute values from a block, a shortcode or the settings; anything else is dropped.
 */
final class Attributes
{
    /** The modes of README "Modes". */
    public const MODES = ['inline', 'modal', 'iframe', 'new-tab', 'bar'];

    /** Where the booking bar's Search sends the guest (README, "The booking bar"). */
    public const SEARCH_TARGETS = ['results', 'modal', 'new-tab', 'hosted'];

    /** The widget's eight languages (src/rules/locales.ts, checked by a unit test). */
    public const LOCALES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'];

    /**
     * WordPress locales whose language is a Chinese script the widget speaks; other locales
     * match the widget's by their language alone (`ja`, `en_GB`, `ko_KR`, `id_ID`, …).
     */
    public const CHINESE_SCRIPTS = [
        'zh_CN' => 'zh_Hans',
        'zh_SG' => 'zh_Hans',
        'zh_TW' => 'zh_Hant',
        'zh_HK' => 'zh_Hant',
    ];

    /** The 34 currencies of the spec (src/rules/currencies.ts, checked by a unit test). */
    public const CURRENCIES = [
        'JPY', 'ARS', 'AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'INR', 'IDR',
        'ILS', 'MOP', 'MYR', 'MXN', 'TWD', 'NZD', 'NOK', 'PHP', 'GBP', 'QAR', 'RUB', 'SAR',
        'SGD', 'ZAR', 'KRW', 'LKR', 'SEK', 'CHF', 'THB', 'AED', 'USD', 'VND',
    ];

    /**
     * Every documented attribute, in the README's order, with the kind of value it takes.
     * A block attribute is the camelCase of the name, a shortcode attribute the name with `-`
     * or `_`.
     */
    public const KINDS = [
        'hotel-code' => 'hotel-code',
        'mode' => 'mode',
        'locale' => 'locale',
        'currency' => 'currency',
        'api-base' => 'origin',
        'checkin' => 'date',
        'checkout' => 'date',
        'adults' => 'count',
        'children' => 'count',
        'kids-ages' => 'ages',
        'rooms' => 'count',
        'nights' => 'count',
        'search-type' => 'token',
        'day-use' => 'token',
        'type' => 'token',
        'order' => 'token',
        'promo-code' => 'code',
        'coupon-code' => 'code',
        'button-colour' => 'colour',
        'header-colour' => 'colour',
        'font-colour' => 'colour',
        'logo' => 'url',
        'header-html' => 'html',
        'footer-html' => 'html',
        'custom-css' => 'css',
        'facility-name' => 'text',
        'brand-name' => 'text',
        'chatbot' => 'flag',
        'view' => 'view',
        'chatbot-path' => 'path',
        'chatbot-user-id' => 'code',
        'chatbot-message-id' => 'code',
        'one-time-access-token' => 'code',
        'tracking-tags' => 'flag',
        'search-target' => 'search-target',
    ];

    /** Kinds checked by a pattern. */
    public const PATTERNS = [
        'hotel-code' => '/^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$/',
        'count' => '/^\d{1,2}$/',
        'ages' => '/^\d{1,2}(,\d{1,2}){0,19}$/',
        'token' => '/^[A-Za-z0-9_-]{1,40}$/',
        'code' => '/^[A-Za-z0-9._:-]{1,200}$/',
        'path' => '#^/[A-Za-z0-9/_-]{0,100}$#',
    ];

    /** Kinds that are one of a list (matched without regard to case, written as listed). */
    public const CHOICES = [
        'mode' => self::MODES,
        'locale' => self::LOCALES,
        'currency' => self::CURRENCIES,
        'view' => ['recommender'],
        'search-target' => self::SEARCH_TARGETS,
    ];

    /** Longest HTML or CSS kept (a header or stylesheet, not a page). */
    public const MAX_MARKUP = 20000;

    /**
     * The element attribute a block, shortcode or settings key names, or '' if none:
     * `hotelCode`, `hotel_code` and `hotel-code` all name `hotel-code`.
     *
     * @param string $key The key as written.
     * @return string
     */
    public static function elementName($key)
    {
        $name = strtolower(preg_replace('/([a-z])([A-Z])/', '$1-$2', (string) $key));
        $name = str_replace('_', '-', $name);
        return isset(self::KINDS[$name]) ? $name : '';
    }

    /**
     * The valid attributes of `$raw` as element name => value; invalid or unknown ones are left
     * out, and `$rejected` lists their element names (unknown keys are not listed).
     *
     * @param array<string, mixed> $raw      Keys in any of the accepted spellings.
     * @param string[]             $rejected Receives the names of invalid values.
     * @return array<string, string>
     */
    public static function clean(array $raw, &$rejected = [])
    {
        $clean = [];
        $rejected = [];
        foreach ($raw as $key => $value) {
            $name = self::elementName($key);
            if ('' === $name || !is_scalar($value)) {
                continue;
            }
            if (is_bool($value)) {
                $value = $value ? 'true' : '';
            }
            $value = trim((string) $value);
            if ('' === $value) {
                continue;
            }
            $valid = self::value(self::KINDS[$name], $value);
            if (null === $valid) {
                $rejected[] = $name;
                continue;
            }
            $clean[$name] = $valid;
        }
        return $clean;
    }

    /**
     * The value as the element takes it, or null when it is not one of `$kind`.
     *
     * @param string $kind  One of the kinds of KINDS.
     * @param string $value Trimmed, non-empty.
     * @return string|null
     */
    public static function value($kind, $value)
    {
        if (isset(self::PATTERNS[$kind])) {
            $value = 'ages' === $kind ? str_replace(' ', '', $value) : $value;
            return preg_match(self::PATTERNS[$kind], $value) ? $value : null;
        }
        if (isset(self::CHOICES[$kind])) {
            foreach (self::CHOICES[$kind] as $choice) {
                if (0 === strcasecmp($choice, $value)) {
                    return $choice;
                }
            }
            return null;
        }
        return self::special($kind, $value);
    }

    /**
     * The value of a kind that takes more than a pattern or a list, or null.
     *
     * @param string $kind  One of the kinds of KINDS.
     * @param string $value Trimmed, non-empty.
     * @return string|null
     */
    private static function special($kind, $value)
    {
        $checks = [
            'origin' => 'origin',
            'date' => 'date',
            'colour' => 'colour',
            'url' => 'url',
            'flag' => 'flag',
            'text' => 'text',
            'html' => 'markup',
            'css' => 'markup',
        ];
        return isset($checks[$kind]) ? call_user_func([self::class, $checks[$kind]], $value) : null;
    }

    /**
     * An http(s) URL (a logo), or null.
     *
     * @param string $value A URL.
     * @return string|null
     */
    private static function url($value)
    {
        $url = esc_url_raw($value, ['http', 'https']);
        return '' === $url ? null : $url;
    }

    /**
     * A present boolean attribute ('' ) unless the value says no, then null.
     *
     * @param string $value As written (`true`, `1`, `chatbot` …).
     * @return string|null
     */
    private static function flag($value)
    {
        return in_array(strtolower($value), ['0', 'false', 'no', 'off'], true) ? null : '';
    }

    /**
     * Plain text (a name), or null.
     *
     * @param string $value The text.
     * @return string|null
     */
    private static function text($value)
    {
        $text = sanitize_text_field($value);
        return '' === $text ? null : mb_substr($text, 0, 200);
    }

    /**
     * HTML or CSS passed on as an attribute (escaped on output); the widget sanitises the HTML
     * itself (DOMPurify) and keeps the CSS inside its shadow root. Null when too long.
     *
     * @param string $value The markup.
     * @return string|null
     */
    private static function markup($value)
    {
        return strlen($value) > self::MAX_MARKUP ? null : $value;
    }

    /**
     * The widget's language for a WordPress locale (`get_locale()`), or '' when it speaks none
     * that matches (French, say: the widget then follows each visitor).
     *
     * @param string $locale A WordPress locale such as `ja`, `en_US` or `zh_TW`.
     * @return string
     */
    public static function widgetLocale($locale)
    {
        $locale = (string) $locale;
        if (isset(self::CHINESE_SCRIPTS[$locale])) {
            return self::CHINESE_SCRIPTS[$locale];
        }
        $language = strtolower((string) strtok($locale, '_-'));
        return 'zh' !== $language && in_array($language, self::LOCALES, true) ? $language : '';
    }

    /**
     * The origin (scheme, host, port) of an http(s) URL without path, query or credentials, or
     * null. Plain http only for this computer (localhost, 127.0.0.1, ::1).
     *
     * @param string $value A URL.
     * @return string|null
     */
    public static function origin($value)
    {
        $parts = wp_parse_url(untrailingslashit($value));
        if (!is_array($parts) || empty($parts['scheme']) || empty($parts['host'])) {
            return null;
        }
        foreach (['user', 'pass', 'query', 'path', 'fragment'] as $part) {
            if (isset($parts[$part])) {
                return null;
            }
        }
        $scheme = strtolower($parts['scheme']);
        $host = strtolower($parts['host']);
        if (!preg_match('/^(\[[0-9a-f:]+\]|[a-z0-9.-]+)$/', $host)) {
            return null;
        }
        $loopback = in_array($host, ['localhost', '127.0.0.1', '[::1]'], true);
        if ('https' !== $scheme && !('http' === $scheme && $loopback)) {
            return null;
        }
        return $scheme . '://' . $host . (isset($parts['port']) ? ':' . (int) $parts['port'] : '');
    }

    /**
     * A calendar date as YYYY-MM-DD, or null.
     *
     * @param string $value The date.
     * @return string|null
     */
    private static function date($value)
    {
        if (!preg_match('/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m)) {
            return null;
        }
        return checkdate((int) $m[2], (int) $m[3], (int) $m[1]) ? $value : null;
    }

    /**
     * A CSS colour: hex, a name, or a colour function of numbers, or null. Nothing that could
     * end a declaration or start another (`;`, braces, `url(`).
     *
     * @param string $value The colour.
     * @return string|null
     */
    private static function colour($value)
    {
        $hex = '#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}';
        $name = '[a-z]{3,30}';
        $func = '(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([0-9.,%\s\/+-]{1,80}(deg|turn|rad)?[0-9.,%\s\/+-]*\)';
        return preg_match('/^(' . $hex . '|' . $name . '|' . $func . ')$/i', $value) ? $value : null;
    }
}
