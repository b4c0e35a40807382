/** ALTCHA's Arabic labels (it ships them as a side-effect module). */
import 'altcha/i18n/ar';
