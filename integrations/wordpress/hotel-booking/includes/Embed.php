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
     * The shortcode's element: `[hotel_booking hotel_code="…" /]`, or
     * `[hotel_booking hotel_code="…" mode="modal"]Book now[/hotel_booking]` (the content is the
     * button's label; a bare `chatbot` or `tracking-tags` sets that flag).
     *
     * WordPress pairs an opening tag with the next closing tag of the same name, whatever lies
     * between: `[hotel_booking …]`, a paragraph, then `[hotel_booking …]Book now[/hotel_booking]`
     * reaches this callback once, with the paragraph and the second opening tag as "content".
     * Content that holds another `[hotel_booking` or block-level markup is not a label: this
     * shortcode is rendered as the self-closing one it was meant to be, and the content is put
     * back after it, its shortcodes processed (with the closing tag WordPress took from the last
     * one given back to it), so no widget and no paragraph is lost.
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
        $content = is_string($content) ? $content : '';
        if (self::holdsAnotherShortcode($content)) {
            return Element::render($raw) . do_shortcode($content . '[/' . self::SHORTCODE . ']');
        }
        if (self::holdsBlocks($content)) {
            return Element::render($raw) . do_shortcode($content);
        }
        return Element::render($raw, trim(wp_strip_all_tags($content)));
    }

    /**
     * Whether enclosed content holds another opening `[hotel_booking` tag (not the escaped
     * `[[hotel_booking]]`, which WordPress prints as text).
     *
     * @param string $content The enclosed text.
     * @return boolean
     */
    public static function holdsAnotherShortcode($content)
    {
        return 1 === preg_match('/(?<!\[)\[' . self::SHORTCODE . '(?![\w-])/', $content);
    }

    /**
     * Whether enclosed content holds block-level markup (paragraphs, headings, lists…): page
     * content, never a button's label. A line break (`<br>`) may be part of a label.
     *
     * @param string $content The enclosed text.
     * @return boolean
     */
    public static function holdsBlocks($content)
    {
        $blocks = 'p|div|h[1-6]|ul|ol|li|dl|table|blockquote|pre|figure|section|article|aside|hr|form';
        return 1 === preg_match('#<\s*/?\s*(?:' . $blocks . ')(?![\w-])#i', $content);
    }
}
