<?php

/**
 * Starts the plugin's parts.
 *
 * @package HotelBooking
 */

namespace HotelBooking;

/**
 * The plugin's entry: settings, block and shortcode, the loader's tag.
 */
final class Plugin
{
    /**
     * Hooks every part.
     *
     * @return void
     */
    public static function boot()
    {
        Settings::boot();
        Element::boot();
        Embed::boot();
    }
}
