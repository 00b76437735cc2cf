// The demo chatbot's panel: opens and closes, and closes when the booking app asks to.
const launcher = document.querySelector('.chat-launcher');
const panel = document.getElementById('chat-panel');
const booking = document.getElementById('chat-booking');
const setOpen = (open) => {
  panel.hidden = !open;
  launcher.setAttribute('aria-expanded', String(open));
};
launcher.addEventListener('click', () => setOpen(panel.hidden));
panel.querySelector('.chat-close').addEventListener('click', () => setOpen(false));
booking.addEventListener('hotel-booking:close', () => setOpen(false));
