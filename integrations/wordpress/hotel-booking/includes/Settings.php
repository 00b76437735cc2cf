<?php

/**
 * Settings → Hotel booking: the provider origin, the default hotel code, mode and colours.
 *
 * @package HotelBooking
 */

namespace HotelBooking;

/**
 * One option (an array) kept through WordPress's Settings API: options.php checks the
 * `manage_options` capability and the nonce `settings_fields()` writes.
 */
final class Settings
{
    public const OPTION = 'hotel_booking_settings';
    public const GROUP = 'hotel_booking';
    public const PAGE = 'hotel-booking';
    public const CAPABILITY = 'manage_options';

    /** Setting key => element attribute its value defaults. */
    public const DEFAULTS = [
        'hotel_code' => 'hotel-code',
        'mode' => 'mode',
        'button_colour' => 'button-colour',
        'header_colour' => 'header-colour',
        'font_colour' => 'font-colour',
    ];

    /**
     * Hooks the page, its fields and the notice on the plugins screen.
     *
     * @return void
     */
    public static function boot()
    {
        add_action('admin_init', [self::class, 'register']);
        add_action('admin_menu', [self::class, 'addPage']);
        add_action('admin_notices', [self::class, 'pluginsNotice']);
    }

    /**
     * The `language` setting's value that follows the page: WordPress's locale for it, which a
     * multilingual plugin sets per page. Other values: '' (each visitor's language) or a locale.
     */
    public const PAGE_LANGUAGE = 'site';

    /** Each language by its own name, as the widget's language menu shows it (locales/en.json). */
    public const LANGUAGE_NAMES = [
        'en' => 'English',
        'ja' => '日本語',
        'ko' => '한국어',
        'zh_Hans' => '简体中文',
        'zh_Hant' => '繁體中文',
        'id' => 'Bahasa Indonesia',
        'th' => 'ไทย',
        'ar' => 'العربية',
    ];

    /**
     * The saved settings, every key present ('' when unset).
     *
     * @return array<string, string>
     */
    public static function get()
    {
        $saved = get_option(self::OPTION, []);
        $all = ['provider_origin' => '', 'language' => ''];
        foreach (array_keys(self::DEFAULTS) as $key) {
            $all[$key] = '';
        }
        foreach ($all as $key => $empty) {
            $all[$key] = is_array($saved) && isset($saved[$key]) && is_string($saved[$key]) ? $saved[$key] : $empty;
        }
        return $all;
    }

    /**
     * The provider's origin, or '' when none is set (then nothing is rendered).
     *
     * @return string
     */
    public static function providerOrigin()
    {
        $origin = Attributes::origin(self::get()['provider_origin']);
        return null === $origin ? '' : $origin;
    }

    /**
     * The defaults as element attributes (for a widget that does not set them). The `language`
     * setting gives the `locale`: the one chosen, or the page's (when the widget speaks it).
     *
     * @return array<string, string>
     */
    public static function elementDefaults()
    {
        $raw = [];
        $settings = self::get();
        foreach ($settings as $key => $value) {
            if (isset(self::DEFAULTS[$key])) {
                $raw[self::DEFAULTS[$key]] = $value;
            }
        }
        $language = $settings['language'];
        $raw['locale'] = self::PAGE_LANGUAGE === $language ? Attributes::widgetLocale(get_locale()) : $language;
        return Attributes::clean($raw);
    }

    /**
     * Registers the option, its section and fields.
     *
     * @return void
     */
    public static function register()
    {
        register_setting(self::GROUP, self::OPTION, [
            'type' => 'array',
            'sanitize_callback' => [self::class, 'sanitize'],
            'default' => [],
            'show_in_rest' => false,
        ]);
        add_settings_section('hotel_booking_provider', __('Provider', 'hotel-booking'), '__return_false', self::PAGE);
        add_settings_section(
            'hotel_booking_defaults',
            __('Defaults for every widget', 'hotel-booking'),
            [self::class, 'defaultsIntro'],
            self::PAGE
        );
        $fields = [
            'provider_origin' => ['hotel_booking_provider', __('Provider origin', 'hotel-booking'), 'url'],
            'hotel_code' => ['hotel_booking_defaults', __('Hotel code', 'hotel-booking'), 'text'],
            'mode' => ['hotel_booking_defaults', __('Mode', 'hotel-booking'), 'mode'],
            'language' => ['hotel_booking_defaults', __('Language', 'hotel-booking'), 'language'],
            'button_colour' => ['hotel_booking_defaults', __('Button colour', 'hotel-booking'), 'text'],
            'header_colour' => ['hotel_booking_defaults', __('Header colour', 'hotel-booking'), 'text'],
            'font_colour' => ['hotel_booking_defaults', __('Font colour', 'hotel-booking'), 'text'],
        ];
        foreach ($fields as $key => $field) {
            add_settings_field(
                'hotel_booking_' . $key,
                $field[1],
                [self::class, 'field'],
                self::PAGE,
                $field[0],
                ['key' => $key, 'input' => $field[2], 'label_for' => 'hotel_booking_' . $key]
            );
        }
    }

    /**
     * Adds Settings → Hotel booking for users who may manage options.
     *
     * @return void
     */
    public static function addPage()
    {
        add_options_page(
            __('Hotel booking', 'hotel-booking'),
            __('Hotel booking', 'hotel-booking'),
            self::CAPABILITY,
            self::PAGE,
            [self::class, 'renderPage']
        );
    }

    /**
     * Checks every value; an invalid one keeps the saved value and says why.
     *
     * @param mixed $input The submitted option.
     * @return array<string, string>
     */
    public static function sanitize($input)
    {
        $saved = self::get();
        if (!is_array($input)) {
            return $saved;
        }
        $clean = $saved;
        $names = [
            'provider_origin' => __('Provider origin', 'hotel-booking'),
            'hotel_code' => __('Hotel code', 'hotel-booking'),
            'mode' => __('Mode', 'hotel-booking'),
            'language' => __('Language', 'hotel-booking'),
            'button_colour' => __('Button colour', 'hotel-booking'),
            'header_colour' => __('Header colour', 'hotel-booking'),
            'font_colour' => __('Font colour', 'hotel-booking'),
        ];
        foreach ($names as $key => $label) {
            $value = isset($input[$key]) && is_string($input[$key]) ? trim(wp_unslash($input[$key])) : '';
            if ('' === $value) {
                $clean[$key] = '';
                continue;
            }
            $kinds = ['provider_origin' => 'origin', 'language' => 'locale'];
            $kind = isset($kinds[$key]) ? $kinds[$key] : Attributes::KINDS[self::DEFAULTS[$key]];
            $valid = self::PAGE_LANGUAGE === $value && 'language' === $key
                ? $value
                : Attributes::value($kind, $value);
            if (null === $valid) {
                /* translators: 1: a setting's name, 2: the value entered. */
                $text = __('%1$s "%2$s" is not valid; the previous value was kept.', 'hotel-booking');
                if ('provider_origin' === $key) {
                    /* translators: 1: the setting's name, 2: the value entered. */
                    $text = __(
                        '%1$s "%2$s" is not an https origin (such as https://booking.example.com, no path); '
                        . 'the previous value was kept.',
                        'hotel-booking'
                    );
                }
                // Also called outside the admin screens (update_option from code), without this API.
                if (function_exists('add_settings_error')) {
                    add_settings_error(self::OPTION, 'hotel_booking_' . $key, sprintf($text, $label, $value));
                }
                continue;
            }
            $clean[$key] = $valid;
        }
        return $clean;
    }

    /**
     * Explains the defaults section.
     *
     * @return void
     */
    public static function defaultsIntro()
    {
        $text = __(
            'A block or shortcode that leaves these out uses them. Colours: any CSS colour, such as #8b0000.',
            'hotel-booking'
        );
        echo '<p>' . esc_html($text) . '</p>';
    }

    /**
     * Prints one field.
     *
     * @param array<string, string> $args The key and input kind.
     * @return void
     */
    public static function field(array $args)
    {
        $key = $args['key'];
        $value = self::get()[$key];
        $id = 'hotel_booking_' . $key;
        $name = self::OPTION . '[' . $key . ']';
        if ('mode' === $args['input']) {
            echo '<select id="' . esc_attr($id) . '" name="' . esc_attr($name) . '">';
            echo '<option value="">' . esc_html__('inline (the widget in the page)', 'hotel-booking') . '</option>';
            foreach (Attributes::MODES as $mode) {
                $selected = selected($value, $mode, false);
                echo '<option value="' . esc_attr($mode) . '"' . $selected . '>' . esc_html($mode) . '</option>';
            }
            echo '</select>';
            return;
        }
        if ('language' === $args['input']) {
            self::languageField($id, $name, $value);
            return;
        }
        $type = 'url' === $args['input'] ? 'url' : 'text';
        echo '<input class="regular-text" type="' . esc_attr($type) . '" id="' . esc_attr($id) . '" name="'
            . esc_attr($name) . '" value="' . esc_attr($value) . '">';
        if ('provider_origin' === $key) {
            $text = __(
                'Where the provider server runs, such as https://booking.example.com: '
                . 'the widget script and the booking pages come from there.',
                'hotel-booking'
            );
            echo '<p class="description">' . esc_html($text) . '</p>';
        }
    }

    /**
     * Prints the language field: each visitor's, the page's, or one of the widget's languages.
     *
     * @param string $id    The select's id.
     * @param string $name  The select's name.
     * @param string $value The saved value.
     * @return void
     */
    private static function languageField($id, $name, $value)
    {
        $choices = [
            '' => __("Each visitor's (the language they chose, or their browser's)", 'hotel-booking'),
            self::PAGE_LANGUAGE => __(
                "The page's (this site's language, or the page's with a multilingual plugin)",
                'hotel-booking'
            ),
        ];
        foreach (Attributes::LOCALES as $locale) {
            $choices[$locale] = self::LANGUAGE_NAMES[$locale];
        }
        echo '<select id="' . esc_attr($id) . '" name="' . esc_attr($name) . '">';
        foreach ($choices as $choice => $label) {
            echo '<option value="' . esc_attr($choice) . '"' . selected($value, $choice, false) . '>'
                . esc_html($label) . '</option>';
        }
        echo '</select>';
        $text = __(
            'The language an inline widget opens in; visitors can still switch. With a language the same for '
            . 'every visitor, the plugin writes the search form into the page, so it shows with the page instead '
            . 'of after the widget\'s script. A page in a language the widget does not speak follows each visitor.',
            'hotel-booking'
        );
        echo '<p class="description">' . esc_html($text) . '</p>';
    }

    /**
     * The settings page.
     *
     * @return void
     */
    public static function renderPage()
    {
        if (!current_user_can(self::CAPABILITY)) {
            $text = __('Sorry, you are not allowed to manage the hotel booking settings.', 'hotel-booking');
            wp_die(esc_html($text), 403);
        }
        echo '<div class="wrap"><h1>' . esc_html(get_admin_page_title()) . '</h1>';
        if ('' === self::providerOrigin()) {
            echo '<div class="notice notice-warning inline"><p>' . esc_html(self::missingOriginText()) . '</p></div>';
        }
        // Errors of the submitted values are shown by WordPress above every Settings page.
        echo '<form action="options.php" method="post">';
        settings_fields(self::GROUP);
        do_settings_sections(self::PAGE);
        submit_button();
        echo '</form></div>';
    }

    /**
     * On the plugins screen, tells an administrator the plugin waits for its provider origin.
     *
     * @return void
     */
    public static function pluginsNotice()
    {
        $screen = get_current_screen();
        if (!$screen || 'plugins' !== $screen->id || !current_user_can(self::CAPABILITY)) {
            return;
        }
        if ('' !== self::providerOrigin()) {
            return;
        }
        echo '<div class="notice notice-warning"><p>' . esc_html(self::missingOriginText()) . ' <a href="'
            . esc_url(self::url()) . '">' . esc_html__('Settings → Hotel booking', 'hotel-booking') . '</a></p></div>';
    }

    /**
     * The settings page's address.
     *
     * @return string
     */
    public static function url()
    {
        return admin_url('options-general.php?page=' . self::PAGE);
    }

    /**
     * What is said wherever the provider origin is missing.
     *
     * @return string
     */
    public static function missingOriginText()
    {
        return __('Hotel booking widgets show nothing until a provider origin is set.', 'hotel-booking');
    }
}
