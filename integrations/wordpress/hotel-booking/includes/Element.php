<?php

/**
 * Writes the `<hotel-booking>` element and enqueues the provider's loader for it.
 *
 * @package HotelBooking
 */

namespace HotelBooking;

/**
 * One element per widget; one `async` loader script per page whatever their number.
 */
final class Element
{
    public const SCRIPT = 'hotel-booking-loader';

    /**
     * The inline widget's first screen for the width of its column: the README's embed snippet
     * (loader/first-screen.ts `firstScreenHeight('100%')`; a unit test keeps them equal).
     */
    public const FIRST_SCREEN = 'calc(571px'
        . ' + clamp(0px,(840px - 100%)*99,56px)'
        . ' + clamp(0px,(760px - 100%)*99,48px)'
        . ' + clamp(0px,(680px - 100%)*99,25px)'
        . ' + clamp(0px,(500px - 100%)*99,23px)'
        . ' + clamp(0px,(480px - 100%)*99,50px)'
        . ' + clamp(0px,(420px - 100%)*99,102px)'
        . ' + clamp(0px,(400px - 100%)*99,50px)'
        . ' + clamp(0px,(380px - 100%)*99,81px)'
        . ' + clamp(0px,(360px - 100%)*99,48px)'
        . ' + clamp(0px,(340px - 100%)*99,24px)'
        . ' + clamp(0px,(300px - 100%)*99,49px))';

    /** The booking bar's height at every width (README, "The booking bar"). */
    public const BAR = '72px';

    /**
     * Holds the first screen's height until the loader runs (README, "No layout shift"): a child,
     * not the element's own padding, because a percentage in padding is of the parent's width,
     * and a block theme narrows the element itself (its content size). Its `slot` matches no
     * slot of the element's shadow root, so it is not drawn once the loader took over. A `span`:
     * a shortcode sharing its line with text is put in a paragraph, which a `div` would end.
     */
    public const RESERVE = '<span slot="reserve"'
        . ' style="display:block;padding-top:var(--hotel-booking-min-height)"></span>';

    /**
     * Hooks the `async` attribute onto the loader's script tag.
     *
     * @return void
     */
    public static function boot()
    {
        add_filter('script_loader_tag', [self::class, 'asyncTag'], 10, 2);
    }

    /**
     * The element for these attributes (block or shortcode, any spelling), the settings'
     * defaults filling what they leave out; '' for visitors when the widget cannot work, a
     * notice for those who can edit posts.
     *
     * @param array<string, mixed> $raw     The attributes as given.
     * @param string               $label   The modal or new-tab button's text ('' for the widget's own).
     * @param string               $wrapper Extra attributes (a block's class), already escaped.
     * @return string
     */
    public static function render(array $raw, $label = '', $wrapper = '')
    {
        $origin = Settings::providerOrigin();
        if ('' === $origin) {
            return self::notice(Settings::missingOriginText());
        }
        $rejected = [];
        $attributes = array_merge(Settings::elementDefaults(), Attributes::clean($raw, $rejected));
        if (!isset($attributes['hotel-code'])) {
            return self::notice(__('Hotel booking: this widget has no valid hotel code.', 'hotel-booking'));
        }
        self::enqueueLoader($origin);
        $mode = isset($attributes['mode']) ? $attributes['mode'] : 'inline';
        $html = '<hotel-booking';
        foreach ($attributes as $name => $value) {
            $flag = '' === $value && 'flag' === Attributes::KINDS[$name];
            $html .= $flag ? ' ' . $name : ' ' . $name . '="' . esc_attr($value) . '"';
        }
        if ('' !== $wrapper) {
            $html .= ' ' . $wrapper;
        }
        $html .= ' style="' . esc_attr(self::reserve($mode)) . '">';
        $html .= self::button($mode) ? esc_html($label) : self::reserving($mode, $origin, $attributes);
        $html .= '</hotel-booking>';
        if ($rejected && current_user_can('edit_posts')) {
            /* translators: %s: attribute names, comma separated. */
            $text = __('Hotel booking: left out invalid values of %s.', 'hotel-booking');
            $html .= self::notice(sprintf($text, implode(', ', $rejected)));
        }
        return $html;
    }

    /**
     * The child that holds the inline and iframe first screen's space until the loader runs: for
     * inline, the provider's drawing of that screen when it has one for these attributes
     * (FirstScreen), so the page paints the search form itself; else the empty RESERVE.
     *
     * @param string                $mode       One of Attributes::MODES, not a button.
     * @param string                $origin     The provider origin.
     * @param array<string, string> $attributes The element's attributes, cleaned.
     * @return string
     */
    private static function reserving($mode, $origin, array $attributes)
    {
        $drawn = 'inline' === $mode || 'bar' === $mode;
        $written = $drawn ? FirstScreen::written($origin, $attributes) : '';
        return '' !== $written ? $written : self::RESERVE;
    }

    /**
     * Whether the mode is a button (modal, new-tab): its label is the element's content.
     *
     * @param string $mode One of Attributes::MODES.
     * @return boolean
     */
    public static function button($mode)
    {
        return 'modal' === $mode || 'new-tab' === $mode;
    }

    /**
     * The element's style: its space before the `async` loader runs (README, "No layout
     * shift"): the 44 px button for modal and new-tab; the booking bar's 72 px; for inline and
     * iframe the first screen's height for the element's width. The RESERVE child holds the
     * last two.
     *
     * @param string $mode One of Attributes::MODES.
     * @return string
     */
    public static function reserve($mode)
    {
        if (self::button($mode)) {
            return 'display:block;min-height:44px';
        }
        if ('bar' === $mode) {
            return 'display:block;--hotel-booking-min-height:' . self::BAR;
        }
        return 'display:block;--hotel-booking-min-height:' . self::FIRST_SCREEN;
    }

    /**
     * Enqueues the loader once (WordPress prints a handle once, however often it is enqueued).
     *
     * @param string $origin The provider origin.
     * @return void
     */
    public static function enqueueLoader($origin)
    {
        if (!wp_script_is(self::SCRIPT, 'registered')) {
            // No version: the loader finds the provider from its own URL, and the provider
            // sets its caching.
            wp_register_script(self::SCRIPT, $origin . '/widget/hotel-booking.js', [], null, true);
        }
        wp_enqueue_script(self::SCRIPT);
    }

    /**
     * Adds `async` to the loader's tag (WordPress 6.1 has no loading strategy for scripts).
     *
     * @param string $tag    The script tag.
     * @param string $handle Its handle.
     * @return string
     */
    public static function asyncTag($tag, $handle)
    {
        if (self::SCRIPT !== $handle || false !== strpos($tag, ' async')) {
            return $tag;
        }
        return str_replace('<script ', '<script async ', $tag);
    }

    /**
     * A note for those who can edit posts; nothing for visitors.
     *
     * @param string $text The note.
     * @return string
     */
    private static function notice($text)
    {
        if (!current_user_can('edit_posts')) {
            return '';
        }
        return '<p class="hotel-booking-notice" role="note">' . esc_html($text) . '</p>';
    }
}
