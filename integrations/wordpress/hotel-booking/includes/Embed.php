<?php

/**
 * The two ways an editor places the widget: the block and the `[hotel_booking]` shortcode.
 *
 * @package HotelBooking
 */

namespace HotelBooking;

/**
 * Both are rendered on the server from attributes, so saving a post needs no unfiltered_html:
 * the stored content is a block comment or a shortcode, never a script or a custom element.
 */
final class Embed
{
    public const SHORTCODE = 'hotel_booking';

    /**
     * Hooks the block and the shortcode.
     *
     * @return void
     */
    public static function boot()
    {
        add_action('init', [self::class, 'register']);
    }

    /**
     * Registers the block from block.json and the shortcode.
     *
     * @return void
     */
    public static function register()
    {
        $block = register_block_type(dirname(__DIR__) . '/block', [
            'render_callback' => [self::class, 'renderBlock'],
        ]);
        if ($block && !empty($block->editor_script)) {
            wp_set_script_translations($block->editor_script, 'hotel-booking');
            $data = 'window.hotelBookingEditor = ' . wp_json_encode(self::editorData()) . ';';
            wp_add_inline_script($block->editor_script, $data, 'before');
        }
        add_shortcode(self::SHORTCODE, [self::class, 'renderShortcode']);
    }

    /**
     * What the block editor shows: the defaults, and whether anything can render.
     *
     * @return array<string, mixed>
     */
    public static function editorData()
    {
        return [
            'providerOrigin' => Settings::providerOrigin(),
            'defaults' => Settings::elementDefaults(),
            'missingOrigin' => Settings::missingOriginText(),
            'settingsUrl' => current_user_can(Settings::CAPABILITY) ? Settings::url() : '',
        ];
    }

    /**
     * The block's element.
     *
     * @param array<string, mixed> $attributes The block's attributes (camelCase).
     * @return string
     */
    public static function renderBlock($attributes)
    {
        $attributes = is_array($attributes) ? $attributes : [];
        $label = isset($attributes['label']) && is_string($attributes['label']) ? $attributes['label'] : '';
        return Element::render($attributes, $label, get_block_wrapper_attributes());
    }

    /**
     * The shortcode's element: `[hotel_booking hotel_code="…" mode="modal"]Book now[/hotel_booking]`
     * (the content is the button's label; a bare `chatbot` or `tracking-tags` sets that flag).
     *
     * @param array<int|string, string>|string $atts    The shortcode's attributes.
     * @param string|null                      $content The enclosed text.
     * @return string
     */
    public static function renderShortcode($atts, $content = null)
    {
        $raw = [];
        foreach (is_array($atts) ? $atts : [] as $key => $value) {
            if (is_int($key)) {
                $raw[(string) $value] = true;
                continue;
            }
            $raw[$key] = $value;
        }
        $label = is_string($content) ? trim(wp_strip_all_tags($content)) : '';
        return Element::render($raw, $label);
    }
}
