<?php

/**
 * The inline widget's first screen, written into the page by WordPress (the repository's
 * README, "First screen from your server"): the guest's browser paints the search form with
 * the page, before the provider's loader has arrived, and the loader takes it over as it is.
 *
 * @package HotelBooking
 */

namespace HotelBooking;

/**
 * Asks the provider for the drawing once a minute per set of attributes, and keeps the answer
 * (a drawing, or '' for none) in a transient.
 */
final class FirstScreen
{
    /**
     * Seconds the page waits for the provider, once a minute at most: past it the page is
     * written without the drawing (the loader then asks for it, as before).
     */
    public const TIMEOUT = 1.5;

    /**
     * How long an answer is kept: the provider's `Cache-Control` (a minute), so a changed
     * setting or a new day reaches the page soon. A page cache may keep the page longer; the
     * drawing carries the end of the hotel's day, past which the loader replaces it.
     */
    public const KEEP = 60;

    /**
     * The reserving child with the drawing for these attributes, or '' when the provider draws
     * none for them (it answers 204: the drawing would depend on the guest's language, header
     * HTML …), or cannot be reached, or answers anything else.
     *
     * The markup is the provider's, written as it comes: the page already runs the provider's
     * script, and only an answer that starts as the drawing does is taken.
     *
     * @param string                $origin     The provider origin.
     * @param array<string, string> $attributes The element's attributes, cleaned.
     * @return string
     */
    public static function written($origin, array $attributes)
    {
        $query = wp_json_encode((object) $attributes);
        $key = self::keyOf($origin, $attributes);
        $kept = get_transient($key);
        if (is_string($kept)) {
            return $kept;
        }
        $response = wp_remote_get(
            $origin . '/widget/first-screen.html?a=' . rawurlencode((string) $query),
            ['timeout' => self::TIMEOUT, 'redirection' => 0]
        );
        $body = is_wp_error($response) ? '' : wp_remote_retrieve_body($response);
        $drawn = 200 === wp_remote_retrieve_response_code($response)
            && 0 === strpos($body, '<span slot="reserve" data-until="');
        $written = $drawn ? $body : '';
        set_transient($key, $written, self::KEEP);
        return $written;
    }

    /**
     * The transient an answer is kept in (uninstall.php removes them by this prefix).
     *
     * @param string                $origin     The provider origin.
     * @param array<string, string> $attributes The element's attributes, cleaned.
     * @return string
     */
    public static function keyOf($origin, array $attributes)
    {
        return 'hotel_booking_first_screen_' . md5($origin . "\n" . wp_json_encode((object) $attributes));
    }
}
