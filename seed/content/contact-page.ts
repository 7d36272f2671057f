// Contact page copy and the words of the enquiry forms. Addresses, phones and hours come from
// siteSettings so they are edited in one place.
import { seo, type SeedDocument } from '../lib';

export const contactPage: SeedDocument = {
  _id: 'contactPage',
  _type: 'contactPage',
  seo: seo(
    'Contact Us | Nexora Digital',
    'Get in touch with Nexora Digital in Bengaluru. Send us a message about your project and a specialist will reply within one business day.',
    ['contact Nexora Digital', 'free consultation', 'Bengaluru digital agency', 'project enquiry'],
  ),
  hero: {
    eyebrow: 'Contact',
    heading: 'Get In Touch',
    intro:
      'Have a project in mind or a question about our services? We would love to hear from you.',
  },
  form: {
    heading: 'Send Us a Message',
    intro:
      'Share a few details about your project and we will get back to you within one business day.',
  },
  details: {
    heading: 'Contact Information',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
  },
  socials: { heading: 'Follow Us' },
  office: {
    heading: 'Our Office',
    text: 'Visit our studio in central Bengaluru. We are happy to meet in person; please book a time with us before you come.',
    hoursHeading: 'Business Hours',
  },
  findUs: {
    heading: 'Find Us',
    text: 'We are a short walk from the MG Road metro station, with visitor parking available in the building.',
    mapLinkLabel: 'Open in maps',
  },
  enquiryForm: {
    formName: 'Enquiry form',
    fullNameLabel: 'Full Name',
    emailLabel: 'Email',
    companyLabel: 'Company Name',
    serviceLabel: 'Service Interested In',
    serviceEmptyChoice: 'Select a service',
    serviceChoices: [
      'Technology Integration',
      'Product Delivery',
      'Data migration',
      'Server migration',
      'Business Development',
      'Cloud Solutions',
      'Web Development',
    ],
    projectDetailsLabel: 'Project Details',
    submitLabel: 'Send Message',
  },
  consultationForm: {
    formName: 'Consultation about',
    fullNameLabel: 'Full Name',
    emailLabel: 'Email',
    companyLabel: 'Company',
    messageLabel: 'Message',
    submitLabel: "Let's Talk",
  },
};
