<?php

/**
 * Router for PHP's built-in web server (`php -S … router.php`): files are served as they are,
 * any other path goes to WordPress's index.php, as Apache's rewrite rules for WordPress do.
 *
 * @package HotelBooking
 */

$hotel_booking_path = (string) parse_url(isset($_SERVER['REQUEST_URI']) ? $_SERVER['REQUEST_URI'] : '/', PHP_URL_PATH);
$hotel_booking_file = $_SERVER['DOCUMENT_ROOT'] . $hotel_booking_path;
if (is_file($hotel_booking_file) || is_file(rtrim($hotel_booking_file, '/') . '/index.php')) {
    return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
