import {
  BillIcon,
  CalendarIcon,
  ClipboardIcon,
  CogIcon,
  CommentIcon,
  DocumentsIcon,
  EnvelopeIcon,
  HelpCircleIcon,
  HomeIcon,
  JoystickIcon,
  PackageIcon,
  PinIcon,
  RocketIcon,
  TagsIcon,
  UsersIcon,
} from '@sanity/icons';
import type { ComponentType } from 'react';
import type { DefaultDocumentNodeResolver, StructureBuilder, StructureResolver } from 'sanity/structure';
import { FAQ_TOPICS, VEHICLE_CONDITIONS } from '@dealer/schemas/constants';
import { LeadDeliveryView } from '../lead-delivery/lead-delivery-tool';
import { LeadRoutingView } from '../lead-routing-view';
import { PopupPreviewView } from '../popups/popup-preview-view';
import { DeductionsView } from '../questionnaire/deductions-view';
import { SCHEDULE_STATES, SCHEDULE_TITLES, scheduleFilter, type ScheduledType } from './schedule-filters';

type Icon = ComponentType;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Documents of `type` that reference the store `storeId`; new ones start linked to it. */
const byStore = (S: StructureBuilder, storeId: string, type: string, title: string, icon: Icon) =>
  S.listItem()
    .id(`${type}-${storeId}`)
    .title(title)
    .icon(icon)
    .child(
      S.documentList()
        .id(`${type}-of-${storeId}`)
        .title(title)
        .schemaType(type)
        .filter('_type == $type && store._ref == $storeId')
        .params({ type, storeId })
        .initialValueTemplates([S.initialValueTemplateItem(`${type}-in-store`, { storeId })]),
    );

/** Per store: its profile and hours (one document, tabs Profile/Hours/Contact/…), then what belongs to it. */
const stores = (S: StructureBuilder) =>
  S.listItem()
    .id('stores')
    .title('Stores')
    .icon(HomeIcon)
    .child(
      S.documentTypeList('store')
        .title('Stores')
        .child((storeId) =>
          S.list()
            .id(`store-${storeId}`)
            .title('Store')
            .items([
              S.listItem()
                .id(`profile-${storeId}`)
                .title('Profile, hours & contact')
                .icon(HomeIcon)
                .child(S.document().schemaType('store').documentId(storeId)),
              byStore(S, storeId, 'location', 'Locations', PinIcon),
              byStore(S, storeId, 'teamMember', 'Staff', UsersIcon),
              byStore(S, storeId, 'jobPosition', 'Job positions', UsersIcon),
              byStore(S, storeId, 'vehicle', 'Vehicles', PackageIcon),
              byStore(S, storeId, 'offer', 'Offers', BillIcon),
            ]),
        ),
    );

const filteredList = (S: StructureBuilder, id: string, title: string, type: string, filter: string, params = {}) =>
  S.listItem()
    .id(id)
    .title(title)
    .schemaType(type)
    .child(S.documentList().id(`${id}-list`).title(title).schemaType(type).filter(filter).params(params));

const inventory = (S: StructureBuilder) =>
  S.listItem()
    .id('inventory')
    .title('Inventory')
    .icon(PackageIcon)
    .child(
      S.list()
        .id('inventory-menu')
        .title('Inventory')
        .items([
          S.documentTypeListItem('vehicle').title('All vehicles'),
          ...VEHICLE_CONDITIONS.map((condition) =>
            filteredList(
              S,
              `vehicles-${condition}`,
              `${capitalise(condition)} vehicles`,
              'vehicle',
              '_type == "vehicle" && condition == $condition',
              { condition },
            ),
          ),
          S.documentTypeListItem('soldVehicle').title('Sold vehicles'),
          S.divider(),
          S.documentTypeListItem('bodyStyle').title('Body styles'),
        ]),
    );

const articlesByCategory = (S: StructureBuilder) =>
  S.listItem()
    .id('articles-by-category')
    .title('Articles by category')
    .icon(TagsIcon)
    .child(
      S.documentTypeList('articleCategory')
        .title('Articles by category')
        .child((categoryId) =>
          S.documentList()
            .id(`articles-in-${categoryId}`)
            .title('Articles')
            .schemaType('article')
            .filter('_type == "article" && category._ref == $categoryId')
            .params({ categoryId })
            .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }])
            .initialValueTemplates([S.initialValueTemplateItem('article-in-category', { categoryId })]),
        ),
    );

const faqsByTopic = (S: StructureBuilder) =>
  S.listItem()
    .id('faqs')
    .title('FAQ')
    .icon(HelpCircleIcon)
    .child(
      S.list()
        .id('faqs-menu')
        .title('FAQ')
        .items([
          S.documentTypeListItem('faq').title('All questions'),
          S.divider(),
          ...FAQ_TOPICS.map((topic) =>
            filteredList(S, `faqs-${topic}`, capitalise(topic), 'faq', '_type == "faq" && topic == $topic', { topic }),
          ),
        ]),
    );

const content = (S: StructureBuilder) =>
  S.listItem()
    .id('content')
    .title('Content')
    .icon(DocumentsIcon)
    .child(
      S.list()
        .id('content-menu')
        .title('Content')
        .items([
          S.documentTypeListItem('page').title('Pages'),
          S.documentTypeListItem('legalPage').title('Legal pages'),
          faqsByTopic(S),
          S.divider(),
          articlesByCategory(S),
          S.documentTypeListItem('article').title('All articles'),
          S.documentTypeListItem('articleCategory').title('Article categories'),
          S.documentTypeListItem('author').title('Authors'),
          S.divider(),
          S.documentTypeListItem('teamMember').title('All staff'),
          S.documentTypeListItem('jobPosition').title('All job positions'),
          S.documentTypeListItem('review').title('Reviews'),
          S.documentTypeListItem('serviceItem').title('Service menu'),
        ]),
    );

/** "Active now / Scheduled / Expired / All" for a dated marketing type; the lists move with `now()`. */
const scheduled = (S: StructureBuilder, type: ScheduledType, title: string, icon: Icon) =>
  S.listItem()
    .id(`${type}-schedule`)
    .title(title)
    .icon(icon)
    .child(
      S.list()
        .id(`${type}-schedule-menu`)
        .title(title)
        .items([
          ...SCHEDULE_STATES.map((state) =>
            S.listItem()
              .id(`${type}-${state}`)
              .title(SCHEDULE_TITLES[state])
              .icon(CalendarIcon)
              .schemaType(type)
              .child(
                S.documentList()
                  .id(`${type}-${state}-list`)
                  .title(`${title}: ${SCHEDULE_TITLES[state].toLowerCase()}`)
                  .schemaType(type)
                  .filter(scheduleFilter(type, state))
                  .defaultOrdering([{ field: 'endDate', direction: state === 'expired' ? 'desc' : 'asc' }]),
              ),
          ),
          S.divider(),
          S.documentTypeListItem(type).title(`All ${title.toLowerCase()}`),
        ]),
    );

const marketing = (S: StructureBuilder) =>
  S.listItem()
    .id('marketing')
    .title('Marketing')
    .icon(RocketIcon)
    .child(
      S.list()
        .id('marketing-menu')
        .title('Marketing')
        .items([
          scheduled(S, 'promotion', 'Promotions', RocketIcon),
          scheduled(S, 'offer', 'Offers', BillIcon),
          S.documentTypeListItem('popup').title('Popups').icon(CommentIcon),
        ]),
    );

const sellCar = (S: StructureBuilder) =>
  S.listItem()
    .id('sell-car')
    .title('Sell-car')
    .icon(ClipboardIcon)
    .child(
      S.list()
        .id('sell-car-menu')
        .title('Sell-car')
        .items([
          S.listItem()
            .id('questionnaire')
            .title('Questionnaire & deductions')
            .icon(ClipboardIcon)
            .child(
              S.document()
                .schemaType('questionnaire')
                .documentId('questionnaire')
                .title('Questionnaire')
                .views([
                  S.view.form().id('editor').title('Edit'),
                  S.view.component(DeductionsView).id('deductions').title('Deductions in words'),
                ]),
            ),
        ]),
    );

const settings = (S: StructureBuilder) =>
  S.listItem()
    .id('settings')
    .title('Settings')
    .icon(CogIcon)
    .child(
      S.list()
        .id('settings-menu')
        .title('Settings')
        .items([
          S.listItem()
            .id('siteSettings')
            .title('Site, menus, strings & cookies')
            .icon(CogIcon)
            .child(S.document().schemaType('siteSettings').documentId('siteSettings').title('Site settings')),
          S.listItem()
            .id('lead-routing')
            .title('Lead routing')
            .icon(EnvelopeIcon)
            .child(
              S.document()
                .id('lead-routing-settings')
                .schemaType('siteSettings')
                .documentId('siteSettings')
                .title('Lead routing')
                .views([
                  S.view.component(LeadRoutingView).id('routing').title('Routing table'),
                  S.view.component(LeadDeliveryView).id('deliveries').title('Deliveries'),
                  S.view.form().id('editor').title('Edit settings'),
                ]),
            ),
          S.documentTypeListItem('experimentOverride').title('Experiments').icon(JoystickIcon),
        ]),
    );

export const structure: StructureResolver = (S) =>
  S.list()
    .id('root')
    .title('Dealer sites')
    .items([stores(S), inventory(S), content(S), marketing(S), sellCar(S), S.divider(), settings(S)]);

/** Every popup, wherever it is opened (lists, search, references), gets a "Preview" tab. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === 'popup'
    ? S.document().views([
        S.view.form().id('editor').title('Edit'),
        S.view.component(PopupPreviewView).id('preview').title('Preview'),
      ])
    : S.document().views([S.view.form()]);
