import {
  BillIcon,
  ClipboardIcon,
  CogIcon,
  DocumentsIcon,
  EnvelopeIcon,
  HomeIcon,
  JoystickIcon,
  PackageIcon,
  PinIcon,
  RocketIcon,
  TagsIcon,
  UsersIcon,
} from '@sanity/icons';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { LeadRoutingView } from './lead-routing-view';

const singleton = (S: StructureBuilder, type: 'siteSettings' | 'questionnaire', title: string, icon: typeof CogIcon) =>
  S.listItem().id(type).title(title).icon(icon).child(S.document().schemaType(type).documentId(type).title(title));

/** Documents of `type` that reference the store `storeId`. */
const byStore = (S: StructureBuilder, storeId: string, type: string, title: string, icon: typeof CogIcon) =>
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

const stores = (S: StructureBuilder) =>
  S.listItem()
    .id('stores')
    .title('Stores')
    .icon(HomeIcon)
    .child(
      S.list()
        .id('stores-menu')
        .title('Stores')
        .items([
          S.listItem()
            .id('store-documents')
            .title('Stores')
            .icon(HomeIcon)
            .schemaType('store')
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
                        .title('Profile')
                        .icon(HomeIcon)
                        .child(S.document().schemaType('store').documentId(storeId)),
                      byStore(S, storeId, 'location', 'Locations', PinIcon),
                      byStore(S, storeId, 'teamMember', 'Team members', UsersIcon),
                      byStore(S, storeId, 'vehicle', 'Vehicles', PackageIcon),
                      byStore(S, storeId, 'offer', 'Offers', BillIcon),
                    ]),
                ),
            ),
          S.documentTypeListItem('location').title('All locations').icon(PinIcon),
        ]),
    );

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
          S.documentTypeListItem('vehicle').title('Vehicles'),
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
          S.divider(),
          S.documentTypeListItem('article').title('All articles'),
          articlesByCategory(S),
          S.documentTypeListItem('articleCategory').title('Article categories'),
          S.documentTypeListItem('author').title('Authors'),
          S.divider(),
          S.documentTypeListItem('faq').title('FAQs'),
          S.documentTypeListItem('legalPage').title('Legal pages'),
          S.documentTypeListItem('teamMember').title('Team members'),
          S.documentTypeListItem('jobPosition').title('Job positions'),
          S.documentTypeListItem('review').title('Reviews'),
          S.documentTypeListItem('serviceItem').title('Service items'),
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
          S.documentTypeListItem('offer').title('Offers'),
          S.documentTypeListItem('promotion').title('Promotions'),
          S.documentTypeListItem('popup').title('Popups'),
        ]),
    );

/** Leads: the lead-routing table of the site settings, as an overview plus the form. */
const leads = (S: StructureBuilder) =>
  S.listItem()
    .id('leads')
    .title('Leads')
    .icon(EnvelopeIcon)
    .child(
      S.list()
        .id('leads-menu')
        .title('Leads')
        .items([
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
                  S.view.form().id('editor').title('Edit settings'),
                ]),
            ),
        ]),
    );

export const structure: StructureResolver = (S) =>
  S.list()
    .id('root')
    .title('Dealer sites')
    .items([
      singleton(S, 'siteSettings', 'Site settings', CogIcon),
      singleton(S, 'questionnaire', 'Questionnaire', ClipboardIcon),
      S.divider(),
      stores(S),
      inventory(S),
      content(S),
      marketing(S),
      leads(S),
      S.documentTypeListItem('experimentOverride').title('Experiments').icon(JoystickIcon),
    ]);
