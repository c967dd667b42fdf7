/**
 * Seed articles for the bilingual (English + Telugu) news site.
 *
 * All people, companies, organisations, films and teams named here are
 * fictional. Real places are used only as settings.
 */

import type { Category, Language } from '../../domain.js';

export interface SeedArticle {
  /** a short ASCII kebab-case slug, unique across the file, e.g. 'metro-phase-two-approved' */
  slug: string;
  lang: Language;
  category: Category;
  title: string;
  /** 3 to 5 paragraphs separated by a blank line ("\n\n"), 150 to 320 words in all */
  content: string;
  /** how many days before the seeding day the article is dated, 0 to 60; spread them out, several on 0 and 1 */
  daysAgo: number;
  /** which seeded staff account wrote it */
  author: 'admin' | 'editor' | 'reporter';
  /** the slug of the same story in the other language, linked to it as its translation */
  translationOf?: string;
  /** a summary written by the desk, at most 300 characters; most articles show their excerpt */
  summary?: string;
  /** marked as the front page's lead story: one article in each language */
  lead?: boolean;
}

export const seedArticles: readonly SeedArticle[] = [
  // ---------------------------------------------------------------------------
  // English
  // ---------------------------------------------------------------------------
  {
    slug: 'metro-phase-two-airport-corridor',
    lang: 'en',
    category: 'Politics',
    title: 'State cabinet clears metro phase two corridor linking Hyderabad city to the airport',
    content: `The state cabinet on Tuesday approved the detailed project report for the second phase of the Hyderabad metro, clearing the way for a 31-kilometre elevated and underground corridor connecting Raidurg with the international airport at Shamshabad. The project is estimated to cost ₹6,250 crore and will be funded jointly by the state, a long-term loan and a bond issue.

Officials said the corridor would have 12 stations, including interchanges at Nanakramguda and the Outer Ring Road, and that trains would be designed to run at up to 120 km/h on the airport stretch. The route map, first circulated for public comments in March, was modified to add a station near the Gachibowli stadium after residents' associations pressed for it.

"Travel time from the financial district to the airport should come down to about 26 minutes once the line is operational," said P. Raghavendra Rao, managing director of the state metro rail corporation. "Land acquisition is limited because most of the alignment follows the existing road median."

Traders along the route welcomed the approval but asked for clear plans to manage traffic during construction. "We went through three years of dust and diversions in phase one. This time we want the barricades to move in stages," said S. Anitha, secretary of the Narsingi traders' welfare association.

Tenders for civil works are expected to be floated within eight weeks. The corporation has set a target of opening the first section, up to the Outer Ring Road, within four years.`,
    daysAgo: 0,
    author: 'reporter',
    summary:
      'The cabinet has cleared a 31-kilometre, 12-station metro line from Raidurg to the Shamshabad airport at a cost of ₹6,250 crore; tenders are due within eight weeks.',
    lead: true,
  },
  {
    slug: 'assembly-monsoon-session-fourteen-bills',
    lang: 'en',
    category: 'Politics',
    title: 'Telangana assembly monsoon session to open on Monday with 14 bills on the agenda',
    content: `The monsoon session of the Telangana Legislative Assembly will begin on Monday and is expected to run for 12 working days, the Business Advisory Committee decided at a meeting chaired by the Speaker on Friday. Fourteen bills have been listed for introduction, including amendments to the municipal laws, a new groundwater regulation bill and a bill to set up a state sports university.

According to the legislature secretariat, the first day will be devoted to obituary references, followed by a discussion on flood relief in the districts that received excess rainfall in July. Question Hour will be held on all working days, and the secretariat has received 412 starred questions from members so far.

Opposition parties have asked for a full-day debate on crop loans and the pace of irrigation projects. "We have requested at least three days for a discussion on agriculture, since farmers in several districts are still waiting for compensation," said an opposition floor leader after the committee meeting. The treasury benches said the government was open to a structured debate and that ministers would table status reports on major projects.

Legislature officials said arrangements had been made for live streaming of the proceedings on the assembly website. Visitors' passes will be issued only on the recommendation of members, and security around the assembly premises at Public Gardens has been tightened.

The session is likely to conclude with the passage of the supplementary estimates in the final week.`,
    daysAgo: 3,
    author: 'editor',
  },
  {
    slug: 'vijayawada-draft-ward-map',
    lang: 'en',
    category: 'Politics',
    title: 'Vijayawada civic body publishes draft ward map and invites objections for 30 days',
    content: `The Vijayawada municipal corporation has published a draft map redrawing the boundaries of its 64 wards, the first such exercise in more than a decade. The draft, which takes into account population growth in newly developed areas, is available at all ward secretariats and on the corporation's website.

Under the proposal, four wards in the older parts of the city with a declining population have been merged, while four new wards have been created in the fast-growing areas of Gollapudi, Poranki and Nunna. Officials said no ward now has fewer than 14,000 or more than 19,000 residents.

"The aim is to make each ward roughly equal, so that every councillor represents a comparable number of people," said municipal commissioner G. Venkata Subbaiah. "Residents who feel a street or colony has been wrongly placed should file their objections with supporting documents."

Residents' welfare associations have begun organising meetings to study the map. M. Prasanna Kumar, convenor of a federation of colony associations in Patamata, said some boundaries appeared to split apartment complexes between two wards. "We will submit a joint representation so that each colony stays in one ward," he said.

Objections and suggestions can be submitted in person or online until the end of the 30-day window. The final notification will be issued after hearings before a committee headed by the district collector, and the new map will apply to the next municipal elections.`,
    daysAgo: 9,
    author: 'reporter',
  },
  {
    slug: 'warangal-panchayat-bypolls-turnout',
    lang: 'en',
    category: 'Politics',
    title: 'Polling peaceful in 12 Warangal panchayat by-elections as turnout touches 71 per cent',
    content: `Polling in by-elections to 12 gram panchayat sarpanch posts and 37 ward member seats in Warangal and Hanamkonda districts ended peacefully on Sunday, with an average turnout of 71 per cent, according to the district election authorities.

The by-elections were necessitated by resignations, deaths and disqualifications since the last panchayat polls. Voting was held using ballot papers at 58 polling stations between 7 a.m. and 1 p.m. Officials said long queues were seen in the morning at villages in Parkal and Narsampet mandals, where turnout crossed 80 per cent.

"There were no reports of any untoward incident. Webcasting was arranged at 20 sensitive polling stations, and micro-observers were posted at the others," said district election officer B. Srilatha. She said the ballot boxes had been moved to strong rooms at the mandal headquarters under police escort.

Among the first-time voters was 18-year-old K. Sai Teja of Atmakur, who said he had voted for better drainage in his village. "The lanes flood every time it rains. Whoever wins should fix that first," he said.

Counting will take place on Tuesday from 8 a.m. at the respective mandal headquarters, and results are expected by the afternoon. Candidates and their agents have been asked to carry the identity cards issued by the returning officers.`,
    daysAgo: 21,
    author: 'reporter',
  },
  {
    slug: 'hyderabad-hawks-win-t20-league-final',
    lang: 'en',
    category: 'Sports',
    title: 'Hyderabad Hawks clinch state T20 league title with last-ball win over Vizag Vipers',
    content: `Hyderabad Hawks won the inter-district T20 league on Sunday night, chasing down 172 against Vizag Vipers off the final ball of a tense final at the Uppal stadium in front of nearly 30,000 spectators.

Needing four off the last ball, 21-year-old left-hander Karthik Pendyala stepped across and swept the Vipers' leg-spinner to the fine-leg boundary, sparking wild celebrations in the Hawks' dugout. Pendyala finished unbeaten on 48 off 29 balls.

Earlier, Vizag Vipers, asked to bat, were given a solid start by openers Rahul Chintapalli and Srinivas Murthy, who added 74 in nine overs. But the Hawks' spinners pulled things back in the middle overs, and off-spinner Mohammed Faiz returned figures of three for 24.

"We lost two early wickets in the chase, but the message was simple: take it deep and trust the batters in the lower order," said Hawks captain Vamsi Krishna Naidu. Vipers coach T. Ravindranath said his team had been about 15 runs short. "On this pitch, 185 was the par score. We let it slip in the last five overs," he said.

Pendyala was named player of the final, while Faiz finished as the tournament's leading wicket-taker with 19 wickets. The state association said the top performers would be considered for the probables list for the coming domestic season, with selection camps beginning next month.`,
    daysAgo: 1,
    author: 'reporter',
    summary:
      'Karthik Pendyala swept the last ball for four as Hyderabad Hawks chased down 172 to beat Vizag Vipers in the T20 league final at Uppal.',
  },
  {
    slug: 'deccan-kabaddi-league-gachibowli',
    lang: 'en',
    category: 'Sports',
    title:
      'Regional kabaddi league returns to Gachibowli with eight teams and free entry for students',
    content: `The second season of the Deccan Kabaddi League will open at the Gachibowli indoor stadium on Friday, with eight teams drawn from Telangana and Andhra Pradesh competing over three weeks. Organisers said entry would be free for school and college students who show their identity cards at the gate.

The teams include last year's champions Godavari Bulls, Krishna Kings, Nallamala Panthers and debutants Warangal Warriors. A total of 56 league matches will be played as double-headers each evening, followed by the playoffs and a final on the last Sunday of the month.

"Kabaddi has always been played in our villages, but young players rarely get to compete under lights in front of a big crowd," said league commissioner D. Narasimha Reddy. "This season, every team must field at least two under-21 players in each match."

Godavari Bulls captain Ch. Ramesh, the most successful raider last season with 142 raid points, said the team had spent a month training on mats in Rajamahendravaram. "Defending the title is harder. Every team now studies our moves," he said.

Matches will begin at 7 p.m. on weekdays and 5 p.m. on weekends. Tickets for the general stands are priced at ₹100, and the organisers have arranged shuttle buses from the nearest metro station. All matches will also be streamed online with commentary in Telugu and English.`,
    daysAgo: 5,
    author: 'reporter',
  },
  {
    slug: 'tirupati-teen-under-15-chess-title',
    lang: 'en',
    category: 'Sports',
    title: 'Tirupati teenager wins national under-15 chess title after a nervy tie-break',
    content: `Fourteen-year-old Harshini Bandaru from Tirupati won the national under-15 girls' chess championship in Bhubaneswar on Thursday, finishing on 9 points from 11 rounds and edging out two other players on tie-break.

Harshini, a class nine student at a government-aided school in Tirupati, went into the final round half a point ahead but was held to a draw with the black pieces by the second seed. Her superior tie-break score, based on the strength of the opponents she had faced, gave her the title.

"I was nervous the whole evening because I did not know the results on the other boards," she said over the phone. "When my coach told me I had won, I could not believe it." The win also earns her a place in the national team for the Asian youth championship later this year.

Her coach, V. Sudhakar, who runs a small chess academy near the Govindaraja Swamy temple, said she had trained for six hours a day during the summer vacation. "She stays calm in difficult positions. That is something you cannot teach easily," he said.

Her father, a bus conductor with the state transport corporation, said the family had relied on support from the school and local donors to meet travel costs. The district sports authority has announced a cash award of ₹50,000 and said it would help her find a sponsor for international events.`,
    daysAgo: 14,
    author: 'editor',
  },
  {
    slug: 'hyderabad-half-marathon-registrations',
    lang: 'en',
    category: 'Sports',
    title: 'More than 9,000 runners sign up for Hyderabad half marathon around Hussain Sagar',
    content: `More than 9,000 runners have registered for the Hyderabad half marathon to be held on Sunday, the organisers said, making it the biggest edition of the city run so far. The 21.1 km route starts and ends at People's Plaza on Necklace Road and loops around Hussain Sagar before heading through Khairatabad and Begumpet.

Besides the half marathon, there will be a 10 km run and a 5 km fun run for families. Organisers said about 38 per cent of participants this year are women, and nearly 600 runners are over the age of 60.

Traffic police have announced diversions on Necklace Road, Tank Bund and parts of Somajiguda between 4.30 a.m. and 10 a.m. "Motorists are requested to avoid these stretches and use alternative routes. Marshals will be placed at every junction," said an additional commissioner of the traffic police.

Race director Meghana Kolluri said 14 hydration points and four medical stations would be set up along the route, with ambulances on standby. "We have also added a cooling zone with sprinklers after the 15 km mark, because humidity can be high in the early hours," she said.

Runners can collect their bibs and timing chips at the race expo in Begumpet on Friday and Saturday. First-time runner G. Sravan, a software engineer from Kondapur, said he had trained for four months with a neighbourhood running group. "My only goal is to finish with a smile," he said.`,
    daysAgo: 60,
    author: 'reporter',
  },
  {
    slug: 'kondapalli-kota-opening-day',
    lang: 'en',
    category: 'Entertainment',
    title: 'Period drama Kondapalli Kota opens to packed shows across Hyderabad and Vijayawada',
    content: `The Telugu period drama Kondapalli Kota opened to packed halls across the twin cities and coastal Andhra on Friday, with several single-screen theatres adding early-morning shows to meet demand. Trade sources said advance bookings for the weekend were almost full in Hyderabad and Vijayawada.

Directed by debutant Sriram Achanta, the film is set in a fictional 16th-century kingdom near the Krishna river and follows a young stonemason who rises to defend a hill fort during a long siege. Newcomer Tejaswini Rao plays the female lead, while veteran stage actor Gopalakrishna Murthy appears as the ageing king.

Audiences at a multiplex in Kukatpally praised the battle sequences and the background score by composer Pranav Sarma. "It felt like watching a story our grandparents used to tell us," said college student Navya Priya after the first show. Some viewers, however, felt the second half was too long.

"We shot for 94 days, mostly on sets built near Shamshabad. Our biggest worry was whether young audiences would connect with a historical story told in simple Telugu. The response today answers that," said producer K. Vishnu Vardhan.

Distributors said the film had been released on more than 600 screens in the two Telugu states, and that dubbed Tamil and Kannada versions would follow in two weeks. The team plans a tour of theatres in Guntur, Warangal and Visakhapatnam next week to meet audiences.`,
    daysAgo: 0,
    author: 'reporter',
  },
  {
    slug: 'neeli-alalu-music-launch-vizag',
    lang: 'en',
    category: 'Entertainment',
    title: 'Music launch of Neeli Alalu draws thousands of fans to Visakhapatnam beach road',
    content: `Thousands of fans gathered on the beach road in Visakhapatnam on Saturday evening for the music launch of Neeli Alalu, a romantic drama set in a fishing village on the Andhra coast. The film's six songs were released on stage by the lead pair and went live on streaming platforms soon after.

Composer Sai Charan Bhogaraju, working on his third feature film, said the album blends traditional fishermen's work songs with modern arrangements. "I spent two weeks in villages near Bheemunipatnam recording boatmen singing while they pulled in their nets. Two of those voices are in the title track," he said.

The title song, written by lyricist Padmaja Vemuri and sung by newcomer Lakshmi Sahithi, drew the loudest cheers when it was performed live with a 20-member folk ensemble. A duet written in the north coastal dialect also caught the audience's attention.

Director Kiran Nallamothu said the film had been shot almost entirely in and around Visakhapatnam. "The sea is a character in this story. It was natural to bring the music back to the city where we filmed it," he said.

City police made special arrangements for the crowd and closed the beach road to vehicles from 4 p.m. The film is scheduled to release in theatres on the second Friday of next month, and the makers plan another song launch event in Kakinada before the release.`,
    daysAgo: 6,
    author: 'reporter',
  },
  {
    slug: 'childrens-film-festival-hyderabad',
    lang: 'en',
    category: 'Entertainment',
    title: "Children's film festival returns to Hyderabad with 60 screenings in 11 languages",
    content: `A week-long children's film festival will open in Hyderabad on Monday, with 60 screenings of feature films, animation and short documentaries in 11 languages at four venues across the city. The festival is being organised by the Deccan Young Cinema Society, a non-profit group of teachers and filmmakers, with support from the state culture department.

Screenings will be held at Ravindra Bharathi, two multiplexes in Ameerpet and Kukatpally, and a community hall in the Old City. Entry is free for school groups, which must register in advance, and films in languages other than Telugu and English will be shown with subtitles.

The opening film, Gaalipatam, is a Telugu feature about two friends from a Nizamabad village who build a kite to enter a district competition. Its director, Sujatha Marella, said she had cast children from local schools rather than professional actors. "Children speak honestly on screen when they are allowed to be themselves," she said.

Festival director R. Anand Kumar said more than 22,000 students from government and private schools had registered so far. "Many children in the districts have never watched a film in a theatre. For them, this is a completely new experience," he said. The society has arranged buses for schools in Medchal and Sangareddy.

Workshops on animation, script writing and mobile filmmaking will be held every afternoon. The festival closes on Sunday with an award ceremony for short films made by students themselves.`,
    daysAgo: 18,
    author: 'editor',
  },
  {
    slug: 'warangal-it-park-first-tenants',
    lang: 'en',
    category: 'Technology',
    title: 'New IT park in Warangal to house 40 firms as first tenants prepare to move in',
    content: `The first phase of a new IT park at Madikonda on the outskirts of Warangal is ready for occupation, and the first tenants will move in next month, officials of the state IT department said on Wednesday. The five-storey building offers about 2.2 lakh square feet of office space and can house around 40 small and medium companies.

So far, 17 firms have signed agreements, ranging from a software testing company with 300 employees to a four-member startup working on hospital management software. Officials said they expected about 3,500 jobs in the first phase once all the space is taken.

"Young engineers from Warangal, Karimnagar and Khammam no longer need to shift to Hyderabad to find a job in technology," said S. Manohar, joint director in the IT department. "Rents here are less than half of what companies pay in the city, and we are offering ready-to-use offices for startups."

Graduates from local engineering colleges welcomed the move. "Many of my classmates went to Bengaluru and Hyderabad after graduation because there was nothing here. If companies come, we can stay close to home," said P. Akhila, a final-year computer science student at a college in Hanamkonda.

The department said a second tower, along with a skill-training centre and a creche, would be built on adjacent land. Work on a dedicated bus route connecting the IT park to Kazipet railway station is also under way.`,
    daysAgo: 2,
    author: 'reporter',
  },
  {
    slug: 'agritech-startup-soil-testing-kiosks',
    lang: 'en',
    category: 'Technology',
    title:
      'Hyderabad agritech startup raises ₹18 crore to take soil-testing kiosks to 500 villages',
    content: `Mannu Labs, a Hyderabad-based agritech startup, has raised ₹18 crore in early-stage funding to expand its network of automated soil-testing kiosks from 120 to 500 villages across Telangana and Andhra Pradesh. The round was led by a group of angel investors and a Chennai-based agriculture fund.

The startup's kiosks, installed at primary agricultural cooperative societies, can analyse a soil sample for 12 parameters, including nitrogen, phosphorus and organic carbon, in about 20 minutes. Farmers receive a printed report and a voice message in Telugu recommending the right quantity of fertiliser for their crop.

"Most farmers apply far more urea than they need, because waiting weeks for a lab report is not practical," said co-founder and chief executive Deepika Ravuri, who grew up on a cotton farm in Adilabad district. "When the result is ready while the farmer is still at the society office, he actually uses it."

The company said farmers who used the reports last season cut their fertiliser costs by an average of 18 per cent. B. Yadagiri, a paddy farmer from Jangaon, said he had reduced his urea use from four bags to two and a half bags an acre without any drop in yield.

Mannu Labs plans to use the new funds to manufacture kiosks locally, hire 60 more field staff and add tests for micronutrients such as zinc and boron. It is also in talks with the agriculture department to link its reports to the state's soil health records.`,
    daysAgo: 11,
    author: 'reporter',
  },
  {
    slug: 'single-app-citizen-services',
    lang: 'en',
    category: 'Technology',
    title:
      'State launches single mobile app for land records, certificates and utility bill payments',
    content: `The Telangana government on Monday launched a single mobile application through which citizens can access more than 150 services, from downloading land records and applying for income and caste certificates to paying electricity and water bills. The app is available in Telugu, English and Urdu.

Officials of the information technology department said the app brings together services that were earlier spread across 19 different websites and apps run by various departments. Users can log in with their mobile number and link their documents to a digital locker, so that they do not have to upload the same certificates again for every application.

"A farmer in Adilabad should be able to check the status of his land record on the same app that a student in Hyderabad uses to apply for a scholarship," said the department's special secretary, N. Kavitha Rao. She said the app had been designed to work on low-cost phones and slow mobile connections.

The app includes a voice assistant that answers questions in Telugu and a tracking feature that shows which office an application is pending with. Citizens will be able to rate each service after it is delivered.

Existing citizen service centres will continue to function for those who prefer to apply in person. Officials said a grievance cell had been set up to handle technical complaints during the first three months, and that more services, including driving licence renewals, would be added by the end of the year.`,
    daysAgo: 1,
    author: 'editor',
  },
  {
    slug: 'cyber-police-fake-parcel-calls',
    lang: 'en',
    category: 'Technology',
    title: 'Cyber police warn of fake parcel-delivery calls after 300 complaints in a single month',
    content: `The cyber crime wing of the Hyderabad police has warned citizens about a fraud in which callers posing as courier or customs officials claim that a parcel in the victim's name contains illegal items, and then demand money to settle the case. The warning follows more than 300 complaints in the past month, with losses totalling about ₹4.6 crore.

According to the police, the fraudsters first send an automated voice message saying a parcel has been held. When the victim presses a number, the call is transferred to a person who claims to be an officer and later shifts the conversation to a video call, sometimes showing fake uniforms and offices in the background.

"No government agency will ever ask you to stay on a video call or transfer money to clear your name. The moment someone says this, disconnect the call," said deputy commissioner of police (cyber crimes) K. Sridevi. She said the victims included retired employees, doctors and software professionals.

A 58-year-old retired bank officer from Malkajgiri, who lost ₹11 lakh, said he had been kept on the call for nearly six hours. "They told me I could not speak to anyone because it was a confidential investigation. I was frightened," he said.

The police urged victims to call the national cyber crime helpline 1930 immediately, as quick reporting increases the chances of freezing the money in bank accounts. Awareness sessions will be held in residential colonies and IT campuses over the next two weeks.`,
    daysAgo: 24,
    author: 'reporter',
  },
  {
    slug: 'mango-arrivals-batasingaram-market',
    lang: 'en',
    category: 'Business',
    title: 'Mango arrivals double at Batasingaram fruit market as wholesale prices ease for buyers',
    content: `Mango arrivals at the Batasingaram fruit market on the outskirts of Hyderabad have nearly doubled over the past week, bringing down wholesale prices of popular varieties by 20 to 30 per cent, traders said on Thursday.

The market received about 1,400 tonnes of mangoes on Wednesday, compared with around 700 tonnes a week ago, mainly from orchards in Nagarkurnool, Khammam and Krishna districts. Banganapalli mangoes sold at ₹35 to ₹55 a kg in wholesale, down from ₹60 to ₹75 last week, while Totapuri, bought mostly by pulp units, fetched ₹18 to ₹22 a kg.

"The early heat delayed flowering in some areas, so the crop came to the market all at once. Now there is more supply than demand," said commission agent Mohammed Ibrahim, who has been trading at the market for 25 years. He expected prices to remain stable until the end of the month.

Farmers, however, were less happy. M. Chandraiah, who grows mangoes on six acres near Kollapur, said transport and labour costs had gone up sharply. "At this rate, I am barely recovering what I spent on spraying and harvesting," he said.

Market committee officials said they had warned traders against using calcium carbide to ripen fruit, and that food safety teams would conduct surprise checks. Retail prices in city markets are expected to fall over the next few days as the larger arrivals reach neighbourhood vendors.`,
    daysAgo: 4,
    author: 'reporter',
  },
  {
    slug: 'guntur-chilli-prices-export-demand',
    lang: 'en',
    category: 'Business',
    title: 'Chilli prices firm up at Guntur market yard as export demand picks up again',
    content: `Prices of dry red chillies at the Guntur agricultural market yard rose by ₹1,500 to ₹2,000 a quintal this week, as exporters stepped up purchases for buyers in Southeast Asia and China. The yard received about 1.1 lakh bags on Monday, one of the highest arrivals this season.

The high-pungency Teja variety was traded at ₹17,000 to ₹19,500 a quintal, while medium-pungency varieties used by spice-powder makers fetched ₹14,000 to ₹16,500. Traders said the better-quality lots with deep red colour were being picked up within minutes of the auction opening.

"Exporters had stopped buying for a few weeks because of high stocks overseas. Now those stocks are clearing and orders have returned," said P. Subba Rao, president of a chilli merchants' association in Guntur. He said the quality of the crop this year was good, with low moisture content.

Farmers from Prakasam and Palnadu districts who brought their produce to the yard said prices were still below what they had hoped for. "Last year I sold at ₹23,000. Pesticide and labour costs have gone up, so this price leaves very little," said K. Venkateswarlu, who cultivated chillies on four acres near Macherla.

Marketing department officials said the yard had extended trading hours to handle the rush and deployed additional staff to speed up weighing and payments. Cold storage units in and around Guntur are nearly 80 per cent full, with many farmers choosing to hold back their crop in the hope of better prices later in the year.`,
    daysAgo: 16,
    author: 'reporter',
  },
  {
    slug: 'vijayawada-handloom-expo',
    lang: 'en',
    category: 'Business',
    title: 'Handloom expo in Vijayawada brings weavers from 14 clusters directly to buyers',
    content: `A 10-day handloom expo opened in Vijayawada on Saturday, with 120 stalls set up by weavers' cooperative societies from 14 handloom clusters in Andhra Pradesh and Telangana. Organisers said the event was aimed at helping weavers sell directly to customers without middlemen.

Visitors can buy Mangalagiri cotton sarees, Uppada and Venkatagiri silks, Pochampally ikat fabrics, Dharmavaram silks and Ponduru khadi, among others. Prices range from ₹400 for cotton stoles to over ₹40,000 for heavy silk sarees with zari work. A 20 per cent discount is being offered on all products under a government rebate scheme.

"When we sell through shops, we get barely a third of the final price. At exhibitions like this, the money comes straight to the weaver," said G. Parvathi, a master weaver from Chirala who has brought around 200 sarees. She said younger customers were showing more interest in handloom than they did a few years ago.

The handloom department has also set up a live loom where visitors can watch a saree being woven, and a help desk offering information on schemes for weavers, including health insurance and yarn subsidies. Officials said sales at a similar expo last year had crossed ₹3 crore.

The expo is being held at a convention hall on Bandar Road and is open from 10 a.m. to 9 p.m. Entry is free. Organisers plan similar events in Tirupati and Visakhapatnam before the festival season.`,
    daysAgo: 33,
    author: 'editor',
  },
  {
    slug: 'srisailam-inflows-rise-krishna-rain',
    lang: 'en',
    category: 'Environment',
    title: 'Inflows into Srisailam reservoir rise sharply as heavy rain lashes Krishna catchment',
    content: `Inflows into the Srisailam reservoir rose to over 2.1 lakh cusecs on Wednesday as heavy rain continued in the upper catchment of the Krishna river, and irrigation officials said the dam was likely to reach its full level within the next four to five days.

The water level at the reservoir stood at 872 feet against the full reservoir level of 885 feet, with storage at about 152 tmcft against a gross capacity of 215 tmcft. Officials said power generation had been stepped up at both the left and right bank powerhouses, with about 40,000 cusecs being released downstream to Nagarjuna Sagar.

"If inflows remain at this level, we will have to lift the crest gates by the weekend. Villages downstream are being alerted in advance," said R. Sambasiva Rao, superintending engineer of the project. He said teams were monitoring the dam round the clock.

Farmers in the Nagarjuna Sagar command area welcomed the news, as it raises hopes of water being released for kharif crops. "For two years we waited for canal water. If the gates open this month, we can sow paddy on time," said T. Narayana, a farmer from Miryalaguda.

Revenue officials in Nandyal and Nagarkurnool districts have asked people not to venture into the river for fishing or bathing. Tourists have been advised against visiting the dam viewpoints this weekend, as heavy traffic is expected on the ghat road.`,
    daysAgo: 0,
    author: 'reporter',
    summary:
      'Inflows above 2.1 lakh cusecs are filling Srisailam fast; engineers expect to lift the crest gates by the weekend and have alerted villages downstream.',
  },
  {
    slug: 'peddacheruvu-lake-revived-medchal',
    lang: 'en',
    category: 'Environment',
    title: 'Residents and volunteers revive Peddacheruvu lake in Medchal after a two-year clean-up',
    content: `Peddacheruvu, a 42-acre lake in Medchal that had turned into a dumping ground for construction debris and sewage, is once again holding clear water, following a two-year restoration effort by residents, volunteers and the local municipality.

The lake's inlet channels, which had been blocked by encroachments and garbage, were cleared and widened, and about 18,000 tonnes of debris and silt were removed from the lake bed. A sewage diversion pipeline now carries wastewater from the surrounding colonies to a treatment plant, while treated water enters the lake through a constructed wetland planted with reeds.

"Three years ago, you could not stand here because of the smell. Now children come to watch the birds in the evenings," said J. Madhavi, a school teacher who helped form the Save Peddacheruvu Forum. Volunteers have recorded 46 species of birds on the lake since the monsoon, including pond herons, purple moorhens and spot-billed ducks.

Municipal commissioner A. Rajashekar said the lake's full tank level had been surveyed and marked with boundary stones to prevent future encroachments. "The biggest lesson is that a lake cannot be saved by the government alone. The residents kept watch every single day," he said.

The forum plans to start a monthly water-quality testing programme with students of a nearby engineering college. The municipality has also proposed a walking track and a small butterfly garden along the lake's northern bund.`,
    daysAgo: 8,
    author: 'reporter',
  },
  {
    slug: 'warangal-fifty-thousand-saplings',
    lang: 'en',
    category: 'Environment',
    title: 'Warangal plants 50,000 saplings in a single weekend along the outer ring road',
    content: `More than 8,000 volunteers, including students, self-help group members and municipal staff, planted about 50,000 saplings along a 22-km stretch of the Warangal outer ring road over the weekend, in what officials described as the city's largest single plantation drive.

The saplings, raised in municipal nurseries over the past year, include native species such as neem, peepal, banyan, pongamia, jamun and tamarind, along with flowering trees such as the golden shower. Officials said exotic ornamental species had been avoided because they offer little shade and support few birds.

"We chose trees that can survive on rainwater after the first two years and that local birds and insects depend on," said district forest officer K. Ravinder. Each sapling has been fitted with a tree guard and geo-tagged, so that its survival can be tracked.

The drive was organised in blocks of 500 metres, each adopted by a school, college or colony association that will be responsible for watering the plants during the dry months. "Our students will visit every Saturday. They have already given names to some of the trees," said S. Lalitha, headmistress of a government high school in Kazipet.

The municipal corporation has set a target of 90 per cent survival and has engaged water tankers for the summer. Officials said the second phase of the drive, covering lake bunds and school campuses across the city, would begin after the next spell of rain.`,
    daysAgo: 40,
    author: 'admin',
  },
  {
    slug: 'heavy-rain-alert-north-telangana',
    lang: 'en',
    category: 'Environment',
    title: 'Heavy rain alert issued for north Telangana districts for the next 48 hours',
    content: `The regional weather centre in Hyderabad has issued an orange alert for heavy to very heavy rainfall in Adilabad, Nirmal, Nizamabad, Mancherial and Kumuram Bheem Asifabad districts over the next 48 hours, owing to a low-pressure area over the Bay of Bengal.

Isolated places may receive more than 12 cm of rain in 24 hours, and thunderstorms with lightning and gusty winds of 30 to 40 km/h are likely, the forecast said. Hyderabad and the surrounding districts are expected to receive moderate rain with occasional intense spells, mainly in the afternoons and evenings.

"The low-pressure system is likely to move north-westwards over the next two days. Fishermen and farmers should take precautions, and people should avoid standing under trees during thunderstorms," said a senior scientist at the centre.

District collectors have directed officials to keep control rooms functioning round the clock and to shift residents of low-lying areas to relief centres if required. Irrigation officials are monitoring inflows into the Sriram Sagar and Kadem projects, where water levels have been rising since last week.

In Hyderabad, the city corporation has deployed monsoon emergency teams at 150 waterlogging points. Residents can report fallen trees, open manholes and flooding through the corporation's helpline. Schools in some of the affected districts have been asked to decide on holidays based on local conditions.`,
    daysAgo: 1,
    author: 'reporter',
  },
  {
    slug: 'telugu-edition-goes-live',
    lang: 'en',
    category: 'Announcement',
    title: 'Our Telugu edition goes live today with news from every district of both states',
    content: `Starting today, readers can follow all our news in Telugu. The new Telugu edition brings local, state and national stories, from assembly debates and farm prices to cricket scores and film releases, written by our own reporters and editors in the language that most of our readers speak at home.

You can switch between English and Telugu using the language button at the top of every page. The Telugu edition is not a machine translation of the English site. Our Telugu desk, with teams in Hyderabad, Vijayawada, Visakhapatnam, Tirupati and Warangal, reports and writes its own stories, with a special focus on districts and villages.

"We have always believed that good journalism should reach people in their own language," said K. Lavanya, editor of the Telugu edition. "Many readers told us they read the English site but share the news with their parents and grandparents in Telugu. This edition is for all of them."

In the coming weeks, we will add district pages, a daily table of vegetable and crop prices from major markets, and a section on exams and results for students. Both editions follow the same standards of accuracy, fairness and prompt corrections.

We welcome your feedback. If you find an error in the Telugu edition, or if there is a story from your area that you think we should cover, write to us through the Contact page. Thank you for reading, in whichever language you prefer.`,
    daysAgo: 0,
    author: 'admin',
  },
  {
    slug: 'reader-helpline-opens',
    lang: 'en',
    category: 'Announcement',
    title: 'New reader helpline opens for corrections, complaints and subscription queries',
    content: `We have started a dedicated reader helpline to make it easier for you to reach us with corrections, complaints, news tips and questions about subscriptions and newsletters. The helpline will be staffed from 8 a.m. to 9 p.m. on all days, including Sundays and public holidays.

Callers can choose to speak in Telugu, English or Hindi. A small team at our readers' desk will log every call and make sure it reaches the right person, whether that is the news desk, the corrections editor or the subscriptions team. The phone number and email address are listed on the Contact page of the website.

"Readers are our best fact-checkers. When someone calls to tell us that a name is misspelt or a figure is wrong, we want to fix it quickly and say so openly," said readers' editor M. Suresh Babu. Every correction published on the website will carry a note at the end of the article explaining what was changed and when.

The helpline will also accept tips about civic problems in your area, such as broken roads, disrupted water supply or uncleared garbage. Our reporters will follow up on tips that can be verified. Callers who wish to remain anonymous can say so, and their details will not be shared.

We will publish a short monthly summary of the calls we received and the action taken. Please note that the helpline cannot handle complaints against other organisations or offer legal advice.`,
    daysAgo: 2,
    author: 'admin',
  },
  {
    slug: 'monsoon-photo-contest-opens',
    lang: 'en',
    category: 'Announcement',
    title: 'Monsoon photo contest opens for readers, with winning entries to be published online',
    content: `Rain over Hussain Sagar, paddy fields turning green in the Godavari delta, children floating paper boats in a flooded lane: we want to see the monsoon through your eyes. Our monsoon photo contest is now open to all readers, and the best pictures will be published in a special gallery in both the English and Telugu editions.

Entries can be submitted in three categories: City in the Rain, Village and Farm, and Nature and Wildlife. Each participant may send up to three photographs taken during this year's monsoon in Telangana or Andhra Pradesh. Pictures taken on mobile phones are welcome. Please include a caption with the place and date, and a line about what the photograph shows.

A jury including our senior photo editor P. Ramana Murthy and two guest photographers will select three winners in each category. "We are not looking for expensive equipment. We are looking for a moment that tells a story about the rain and the people who live with it," he said.

Winners will receive certificates and gift vouchers, and their photographs will be displayed at an exhibition in Hyderabad at the end of the season. Selected entries will also be featured every week in our online gallery.

The last date for entries is the 30th of next month. Participants must be the original photographers and must have the consent of anyone clearly identifiable in the picture. Please stay away from flooded rivers, open drains and fallen power lines while taking photographs.`,
    daysAgo: 7,
    author: 'editor',
  },
  {
    slug: 'morning-newsletter-launch',
    lang: 'en',
    category: 'Announcement',
    title: 'Sign up for our free morning newsletter with the top stories from both Telugu states',
    content: `From Monday, readers can receive our new morning newsletter, a short email with the most important news from Telangana and Andhra Pradesh, delivered at 6.30 a.m. every day. The newsletter is free and is available in either English or Telugu.

Each edition will carry five to seven top stories selected by our editors, a quick look at the weather forecast for major cities, reservoir levels during the monsoon and the prices of key vegetables at city markets. On weekdays, we will add one longer read from our reporters in the districts.

"Many readers told us they want to know what is happening without scrolling through dozens of headlines early in the morning. The newsletter is designed to be read in five minutes, over a cup of coffee," said digital editor Harika Pulipati.

To sign up, enter your email address in the newsletter box at the bottom of any page and choose your preferred language. You can unsubscribe at any time with one click. We will not share your email address with anyone, and we will not send you advertisements dressed up as news.

Special editions will be sent on days of major events, such as the state budget, election results and exam results, so that readers get verified information quickly. Suggestions on what you would like to see in the newsletter are welcome through the feedback link in every email.`,
    daysAgo: 45,
    author: 'admin',
  },

  // ---------------------------------------------------------------------------
  // Telugu
  // ---------------------------------------------------------------------------
  {
    slug: 'assembly-debate-farm-loans-te',
    lang: 'te',
    category: 'Politics',
    title: 'శాసనసభ వర్షాకాల సమావేశాల్లో రైతు రుణాలు, పంట నష్టపరిహారంపై సుదీర్ఘ చర్చ',
    content: `తెలంగాణ శాసనసభ వర్షాకాల సమావేశాల రెండో రోజైన మంగళవారం రైతు రుణాలు, పంట నష్టపరిహారంపై దాదాపు ఐదు గంటల పాటు సుదీర్ఘ చర్చ జరిగింది. అధికార, ప్రతిపక్ష సభ్యులు తమ నియోజకవర్గాల్లోని రైతుల సమస్యలను సభ దృష్టికి తీసుకువచ్చారు. ప్రశ్నోత్తరాల సమయం ముగిసిన వెంటనే స్పీకర్ అనుమతితో ఈ అంశంపై స్వల్పకాలిక చర్చ ప్రారంభమైంది.

చర్చను ప్రారంభించిన ప్రతిపక్ష సభ్యులు, గత నెల కురిసిన భారీ వర్షాలకు పలు జిల్లాల్లో పత్తి, వరి పంటలు దెబ్బతిన్నాయని, నష్టపరిహారం ఇంకా రైతుల ఖాతాల్లో జమ కాలేదని పేర్కొన్నారు. బ్యాంకులు కొత్త రుణాలు ఇవ్వడంలో జాప్యం చేస్తున్నాయని, దీనివల్ల రైతులు ప్రైవేటు వడ్డీ వ్యాపారులపై ఆధారపడాల్సి వస్తోందని వారు ఆందోళన వ్యక్తం చేశారు. కౌలు రైతులకు కూడా పరిహారం అందేలా చూడాలని కొందరు సభ్యులు కోరారు.

దీనిపై వ్యవసాయ శాఖ మంత్రి సమాధానమిస్తూ, పంట నష్టం అంచనా ప్రక్రియ దాదాపు పూర్తయిందని, మొత్తం 2.4 లక్షల ఎకరాల్లో నష్టం జరిగినట్లు గుర్తించామని తెలిపారు. "అర్హులైన ప్రతి రైతుకు రెండు వారాల్లోగా నష్టపరిహారం అందేలా చర్యలు తీసుకుంటాం. కొత్త రుణాల మంజూరుపై బ్యాంకర్లతో ప్రత్యేక సమావేశం ఏర్పాటు చేస్తున్నాం" అని ఆయన సభకు వివరించారు. కౌలు రైతుల గుర్తింపు కోసం గ్రామ స్థాయిలో సర్వే చేపడతామని కూడా ఆయన చెప్పారు.

చర్చ సందర్భంగా కొంతసేపు ఇరుపక్షాల మధ్య వాగ్వాదం జరిగినప్పటికీ, స్పీకర్ జోక్యంతో సభ సజావుగా సాగింది. బుధవారం సభలో భూగర్భ జలాల నియంత్రణ బిల్లును ప్రవేశపెట్టనున్నారు. సమావేశాలు మొత్తం 12 పని దినాల పాటు కొనసాగనున్నాయి.`,
    daysAgo: 1,
    author: 'reporter',
  },
  {
    slug: 'tenth-class-exam-schedule-te',
    lang: 'te',
    category: 'Politics',
    title: 'పదో తరగతి పబ్లిక్ పరీక్షల షెడ్యూల్ విడుదల, మార్చి 18 నుంచి ప్రారంభం',
    content: `రాష్ట్రంలో పదో తరగతి పబ్లిక్ పరీక్షలు వచ్చే ఏడాది మార్చి 18 నుంచి ఏప్రిల్ 2 వరకు జరుగుతాయని ప్రభుత్వ పరీక్షల విభాగం సంచాలకులు శుక్రవారం ప్రకటించారు. పరీక్షలు ప్రతి రోజు ఉదయం 9.30 గంటల నుంచి మధ్యాహ్నం 12.30 గంటల వరకు నిర్వహిస్తారు. ఈ ఏడాది సుమారు 5.1 లక్షల మంది విద్యార్థులు పరీక్షలకు హాజరు కానున్నారు.

షెడ్యూల్ ప్రకారం మొదటి రోజు ప్రథమ భాష పరీక్ష, ఆ తర్వాత ద్వితీయ భాష, ఇంగ్లీష్, గణితం, భౌతిక శాస్త్రం, జీవ శాస్త్రం, సాంఘిక శాస్త్రం పరీక్షలు జరుగుతాయి. ప్రతి పరీక్షకు మధ్య కనీసం ఒక రోజు విరామం ఉండేలా షెడ్యూల్ రూపొందించారు. విద్యార్థులు పరీక్ష ప్రారంభానికి అరగంట ముందే కేంద్రానికి చేరుకోవాలని అధికారులు సూచించారు.

"విద్యార్థులు ఒత్తిడికి లోను కాకుండా సన్నద్ధం కావడానికి తగినంత సమయం ఉండేలా ముందుగానే షెడ్యూల్ ప్రకటించాం. పరీక్ష ఫీజు చెల్లింపు గడువు వచ్చే నెల 15తో ముగుస్తుంది" అని సంచాలకులు డాక్టర్ ఎం. శ్రీనివాసులు తెలిపారు. హాల్ టికెట్లను పరీక్షలకు రెండు వారాల ముందు పాఠశాలల ద్వారా, వెబ్‌సైట్‌లో అందుబాటులో ఉంచుతామని ఆయన చెప్పారు.

షెడ్యూల్ ముందుగానే రావడం పట్ల తల్లిదండ్రులు, ఉపాధ్యాయులు హర్షం వ్యక్తం చేశారు. "సిలబస్ పూర్తి చేసి, పునశ్చరణకు ప్రణాళిక వేసుకోవడానికి ఇది ఎంతో ఉపయోగపడుతుంది" అని వరంగల్‌లోని ఓ ప్రభుత్వ పాఠశాల ప్రధానోపాధ్యాయురాలు కె. సుజాత అన్నారు. జనవరి నుంచి అన్ని పాఠశాలల్లో ఉదయం, సాయంత్రం ప్రత్యేక తరగతులు నిర్వహించాలని విద్యాశాఖ ఆదేశించింది.`,
    daysAgo: 10,
    author: 'editor',
  },
  {
    slug: 'uppal-lb-nagar-road-widening-te',
    lang: 'te',
    category: 'Politics',
    title: 'ఉప్పల్ నుంచి ఎల్బీనగర్ వరకు రహదారి విస్తరణకు ప్రభుత్వం ఆమోదం, రూ. 480 కోట్లు మంజూరు',
    content: `హైదరాబాద్ తూర్పు ప్రాంతంలో నిత్యం ట్రాఫిక్ రద్దీతో ఇబ్బంది పడుతున్న ప్రయాణికులకు ఊరట కలిగించేలా ఉప్పల్ నుంచి ఎల్బీనగర్ వరకు సుమారు 9 కిలోమీటర్ల రహదారిని విస్తరించే ప్రతిపాదనకు రాష్ట్ర ప్రభుత్వం ఆమోదం తెలిపింది. ఈ పనుల కోసం రూ. 480 కోట్లు మంజూరు చేస్తూ పురపాలక శాఖ గురువారం ఉత్తర్వులు జారీ చేసింది.

ప్రస్తుతం నాలుగు వరుసలుగా ఉన్న ఈ రహదారిని ఆరు వరుసలకు విస్తరిస్తారు. నాగోల్, కొత్తపేట కూడళ్ల వద్ద రెండు ఫ్లైఓవర్లు, పాదచారుల కోసం మూడు చోట్ల రోడ్డు దాటే వంతెనలు నిర్మిస్తారు. వర్షాకాలంలో తరచూ నీరు నిలిచిపోయే ప్రాంతాల్లో కొత్త వరద నీటి కాలువలు కూడా ఏర్పాటు చేయనున్నారు.

"ఈ మార్గంలో రద్దీ సమయాల్లో 9 కిలోమీటర్లు ప్రయాణించడానికి 45 నిమిషాలకు పైగా పడుతోంది. పనులు పూర్తయితే ఈ సమయం సగానికి తగ్గుతుందని అంచనా వేస్తున్నాం" అని నగర పాలక సంస్థ చీఫ్ ఇంజినీర్ బి. రామకృష్ణ తెలిపారు. విస్తరణ కోసం సుమారు 320 ఆస్తులను పాక్షికంగా సేకరించాల్సి ఉంటుందని, యజమానులకు నిబంధనల ప్రకారం పరిహారం చెల్లిస్తామని ఆయన వివరించారు.

స్థానిక వ్యాపారులు ఈ నిర్ణయాన్ని స్వాగతిస్తూనే, పనుల సమయంలో దుకాణాలకు దారి మూసుకుపోకుండా చూడాలని కోరుతున్నారు. "మెట్రో పనుల సమయంలో రెండేళ్లు వ్యాపారం దెబ్బతింది. ఈసారి దశలవారీగా పనులు చేయాలి" అని కొత్తపేటకు చెందిన వస్త్ర వ్యాపారి జి. నాగేశ్వరరావు అన్నారు. మూడు నెలల్లో టెండర్లు పిలిచి, రెండేళ్లలో పనులు పూర్తి చేయాలని అధికారులు లక్ష్యంగా పెట్టుకున్నారు.`,
    daysAgo: 19,
    author: 'reporter',
  },
  {
    slug: 'state-kabaddi-nalgonda-champions-te',
    lang: 'te',
    category: 'Sports',
    title: 'రాష్ట్ర స్థాయి కబడ్డీ పోటీల్లో నల్గొండ జట్టు విజయం, ఫైనల్లో ఖమ్మంపై గెలుపు',
    content: `మహబూబ్‌నగర్‌లో మూడు రోజుల పాటు జరిగిన రాష్ట్ర స్థాయి పురుషుల కబడ్డీ పోటీల్లో నల్గొండ జిల్లా జట్టు విజేతగా నిలిచింది. ఆదివారం రాత్రి జరిగిన ఉత్కంఠభరిత ఫైనల్లో నల్గొండ జట్టు 38-34 పాయింట్ల తేడాతో ఖమ్మం జట్టును ఓడించి టైటిల్ కైవసం చేసుకుంది. ఈ పోటీల్లో రాష్ట్రంలోని 33 జిల్లాల నుంచి జట్లు పాల్గొన్నాయి.

ప్రథమార్ధంలో ఖమ్మం జట్టు 20-15 పాయింట్లతో ఆధిక్యంలో నిలిచింది. అయితే ద్వితీయార్ధంలో నల్గొండ రైడర్ ఎం. శివకుమార్ వరుస సూపర్ రైడ్లతో చెలరేగి మ్యాచ్ స్వరూపాన్నే మార్చేశాడు. చివరి రెండు నిమిషాల్లో డిఫెండర్లు రెండు కీలక ట్యాకిళ్లు చేయడంతో నల్గొండ విజయం ఖాయమైంది. శివకుమార్ ఫైనల్లో మొత్తం 14 పాయింట్లు సాధించాడు.

"మా జట్టులో చాలా మంది రైతు కుటుంబాల నుంచి వచ్చినవారే. ఉదయం పొలం పనులు చేసి, సాయంత్రం గ్రామంలోని మట్టి కోర్టులో సాధన చేశాం. ఈ విజయం మా ఊళ్లకు అంకితం" అని జట్టు కెప్టెన్ కె. నరేష్ ఆనందం వ్యక్తం చేశాడు. మూడో స్థానం కోసం జరిగిన పోరులో కరీంనగర్ జట్టు ఆదిలాబాద్‌పై గెలిచింది.

విజేత జట్టుకు రూ. లక్ష నగదు బహుమతిని, ట్రోఫీని జిల్లా కలెక్టర్ అందజేశారు. ఈ పోటీల్లో ప్రతిభ చూపిన 12 మంది ఆటగాళ్లను వచ్చే నెలలో జరిగే జాతీయ పోటీల కోసం రాష్ట్ర జట్టు ఎంపిక శిబిరానికి పంపనున్నట్లు రాష్ట్ర కబడ్డీ సంఘం కార్యదర్శి పి. వెంకటేశ్వర్లు తెలిపారు. వచ్చే ఏడాది నుంచి మహిళల విభాగంలోనూ ఇదే స్థాయిలో పోటీలు నిర్వహిస్తామని ఆయన చెప్పారు.`,
    daysAgo: 0,
    author: 'reporter',
  },
  {
    slug: 'under-19-cricket-trials-vizag-te',
    lang: 'te',
    category: 'Sports',
    title: 'విశాఖలో అండర్-19 క్రికెట్ ఎంపికలకు 600 మందికి పైగా యువ ఆటగాళ్లు హాజరు',
    content: `విశాఖపట్నంలోని ఓ కళాశాల మైదానంలో సోమవారం ప్రారంభమైన అండర్-19 క్రికెట్ జట్టు ఎంపిక పోటీలకు ఉత్తరాంధ్ర జిల్లాల నుంచి 600 మందికి పైగా యువ ఆటగాళ్లు హాజరయ్యారు. శ్రీకాకుళం, విజయనగరం, విశాఖపట్నం, అనకాపల్లి జిల్లాల నుంచి వచ్చిన క్రీడాకారులు ఉదయం ఆరు గంటల నుంచే మైదానం వద్ద బారులు తీరారు.

మొదటి రెండు రోజులు నెట్స్‌లో బ్యాటింగ్, బౌలింగ్, ఫీల్డింగ్ నైపుణ్యాలను పరీక్షిస్తారు. అందులో ఎంపికైన వారికి మూడో రోజు నుంచి 20 ఓవర్ల ప్రాక్టీస్ మ్యాచ్‌లు నిర్వహిస్తారు. ఫిట్‌నెస్ పరీక్షలు, వయస్సు ధ్రువీకరణ పత్రాల పరిశీలన కూడా ఇదే సమయంలో జరుగుతాయని నిర్వాహకులు తెలిపారు.

"ప్రతిభ ఉన్న గ్రామీణ ఆటగాళ్లు అవకాశం లేక వెనుకబడిపోకూడదన్నదే మా ఉద్దేశం. ఈసారి మండల స్థాయిలోనే ముందస్తు ఎంపికలు జరిపి ఇక్కడికి పిలిచాం" అని జిల్లా క్రికెట్ సంఘం కార్యదర్శి ఎస్. రాజశేఖర్ వివరించారు. మాజీ రాష్ట్ర స్థాయి ఆటగాళ్లతో కూడిన ఐదుగురు సభ్యుల సెలక్షన్ కమిటీ ఆటగాళ్లను పరిశీలిస్తోంది.

శ్రీకాకుళం జిల్లా పలాస నుంచి వచ్చిన 17 ఏళ్ల ఫాస్ట్ బౌలర్ డి. హేమంత్ మాట్లాడుతూ, "మా ఊరిలో సరైన పిచ్ కూడా లేదు. రోడ్డు పక్కన టెన్నిస్ బంతితో సాధన చేసేవాడిని. ఇక్కడ ఎంపికైతే నా కల నెరవేరుతుంది" అన్నాడు. ఎంపిక ప్రక్రియ శుక్రవారం ముగుస్తుంది. తుది జాబితాలో చోటు దక్కించుకున్న 30 మందికి నెల రోజుల పాటు ప్రత్యేక శిక్షణ శిబిరం నిర్వహిస్తారు. అందులో ఉత్తమ ప్రతిభ కనబరిచిన వారిని రాష్ట్ర అండర్-19 జట్టు ఎంపికకు సిఫార్సు చేస్తారు.`,
    daysAgo: 4,
    author: 'reporter',
  },
  {
    slug: 'warangal-girls-rural-athletics-te',
    lang: 'te',
    category: 'Sports',
    title: 'గ్రామీణ క్రీడోత్సవాల్లో మెరిసిన వరంగల్ అమ్మాయిలు, అథ్లెటిక్స్‌లో ఆరు పతకాలు',
    content: `హైదరాబాద్‌లోని గచ్చిబౌలి క్రీడా ప్రాంగణంలో జరిగిన రాష్ట్ర స్థాయి గ్రామీణ క్రీడోత్సవాల్లో వరంగల్ జిల్లాకు చెందిన బాలికలు అథ్లెటిక్స్‌లో సత్తా చాటారు. మూడు స్వర్ణాలు, రెండు రజతాలు, ఒక కాంస్య పతకంతో మొత్తం ఆరు పతకాలు సాధించి జిల్లాకు గుర్తింపు తెచ్చారు. ఈ క్రీడోత్సవాల్లో 14 నుంచి 18 ఏళ్ల వయస్సున్న సుమారు 3,000 మంది గ్రామీణ విద్యార్థులు పాల్గొన్నారు.

పర్వతగిరి మండలానికి చెందిన పదో తరగతి విద్యార్థిని బి. స్వాతి 800 మీటర్లు, 1500 మీటర్ల పరుగు పందేల్లో రెండు స్వర్ణ పతకాలు గెలుచుకుంది. నర్సంపేటకు చెందిన జి. మౌనిక లాంగ్ జంప్‌లో స్వర్ణం సాధించగా, 4×100 మీటర్ల రిలే జట్టు రజతం దక్కించుకుంది. షాట్‌పుట్‌లో మరో రజతం, హైజంప్‌లో కాంస్యం లభించాయి.

"మా పాఠశాలలో సరైన ట్రాక్ లేదు. ఊరి చివర ఉన్న మట్టి రోడ్డుపైనే ఉదయం పరుగు సాధన చేసేదాన్ని. మా వ్యాయామ ఉపాధ్యాయుడి ప్రోత్సాహం వల్లే ఈ పతకాలు వచ్చాయి" అని స్వాతి సంతోషం వ్యక్తం చేసింది. ఆమె తండ్రి ఓ వ్యవసాయ కూలీ.

విద్యార్థినులకు శిక్షణ ఇచ్చిన వ్యాయామ ఉపాధ్యాయుడు ఆర్. సంపత్ మాట్లాడుతూ, గ్రామీణ ప్రాంతాల్లో ప్రతిభకు కొదవ లేదని, సౌకర్యాలు కల్పిస్తే మరిన్ని విజయాలు సాధిస్తారని అన్నారు. పతకాలు సాధించిన విద్యార్థినులను జిల్లా క్రీడాభివృద్ధి అధికారి అభినందించారు. వీరిని జాతీయ స్థాయి పోటీలకు పంపేందుకు అవసరమైన ఖర్చులను భరిస్తామని, జిల్లా కేంద్రంలో సింథటిక్ ట్రాక్ నిర్మాణానికి ప్రతిపాదనలు పంపామని ఆయన తెలిపారు.`,
    daysAgo: 26,
    author: 'editor',
  },
  {
    slug: 'matti-manushulu-release-te',
    lang: 'te',
    category: 'Entertainment',
    title: `'మట్టి మనుషులు' సినిమా విడుదల, తొలి రోజే హౌస్‌ఫుల్ ప్రదర్శనలతో సందడి`,
    content: `గ్రామీణ నేపథ్యంలో తెరకెక్కిన తెలుగు చిత్రం 'మట్టి మనుషులు' శుక్రవారం రెండు తెలుగు రాష్ట్రాల్లో విడుదలైంది. హైదరాబాద్, విజయవాడ, గుంటూరు, వరంగల్ నగరాల్లోని పలు థియేటర్లలో తొలి రోజే అన్ని ప్రదర్శనలు హౌస్‌ఫుల్ అయ్యాయి. ప్రేక్షకుల డిమాండ్ మేరకు కొన్ని సింగిల్ స్క్రీన్ థియేటర్లు శనివారం నుంచి అదనపు ఆటలు ప్రదర్శిస్తున్నాయి.

కరవు కారణంగా ఊరు విడిచి వెళ్లిపోయిన ఓ రైతు కుటుంబం తిరిగి తమ గ్రామానికి వచ్చి వ్యవసాయాన్ని పునరుద్ధరించే కథతో ఈ చిత్రం రూపొందింది. నూతన దర్శకుడు వంశీ కొమ్మినేని ఈ చిత్రానికి దర్శకత్వం వహించారు. సీనియర్ రంగస్థల నటుడు కె. భాస్కర నారాయణ రైతు పాత్రలో నటించగా, కొత్త నటి శ్రావ్య కథానాయికగా పరిచయమైంది. సంగీత దర్శకుడు సుధీర్ పాలపర్తి అందించిన పల్లె పాటలు విడుదలకు ముందే శ్రోతలను ఆకట్టుకున్నాయి.

కూకట్‌పల్లిలోని ఓ థియేటర్ వద్ద తొలి ఆట చూసిన ప్రేక్షకులు చిత్రంపై ప్రశంసలు కురిపించారు. "మా ఊరి కథను తెరపై చూసినట్టు అనిపించింది. చివరి సన్నివేశంలో కన్నీళ్లు ఆగలేదు" అని ప్రభుత్వ ఉద్యోగి ఎన్. రమాదేవి అన్నారు. పాటలు, ఛాయాగ్రహణం బాగున్నాయని, అయితే ప్రథమార్ధం కొంచెం నెమ్మదిగా సాగిందని మరికొందరు అభిప్రాయపడ్డారు.

"పెద్ద తారలు లేకపోయినా కథను నమ్మి ఈ సినిమా తీశాం. ప్రేక్షకులు ఆదరిస్తున్న తీరు చూస్తే మా నమ్మకం నిజమైంది" అని నిర్మాత టి. మధుసూదన్ రెడ్డి తెలిపారు. వచ్చే వారం చిత్ర బృందం కర్నూలు, తిరుపతి, నెల్లూరు పట్టణాల్లో పర్యటించి ప్రేక్షకులను నేరుగా కలుసుకోనుంది. తొలి మూడు రోజుల్లోనే పెట్టుబడి తిరిగి వస్తుందని పంపిణీదారులు ఆశాభావం వ్యక్తం చేస్తున్నారు.`,
    daysAgo: 1,
    author: 'reporter',
  },
  {
    slug: 'vennela-paata-audio-launch-tirupati-te',
    lang: 'te',
    category: 'Entertainment',
    title: `తిరుపతిలో 'వెన్నెల పాట' ఆడియో విడుదల వేడుక, ఆకట్టుకున్న జానపద బాణీలు`,
    content: `సంగీత ప్రధానంగా రూపొందిన 'వెన్నెల పాట' చిత్రం ఆడియో విడుదల వేడుక శనివారం సాయంత్రం తిరుపతిలోని ఓ కళాశాల ఆడిటోరియంలో ఘనంగా జరిగింది. చిత్రంలోని ఏడు పాటలను చిత్ర బృందం వేదికపై విడుదల చేసింది. ఈ కార్యక్రమానికి వేలాది మంది అభిమానులు, విద్యార్థులు తరలివచ్చారు. వేడుక ప్రారంభానికి రెండు గంటల ముందే ఆడిటోరియం పూర్తిగా నిండిపోవడంతో బయట ఏర్పాటు చేసిన పెద్ద తెరలపై కార్యక్రమాన్ని ప్రదర్శించారు.

చిత్తూరు జిల్లాలోని ఓ చిన్న గ్రామానికి చెందిన జానపద గాయని జీవితం ఆధారంగా ఈ చిత్రాన్ని తెరకెక్కించారు. సంగీత దర్శకుడు ప్రవీణ్ ముప్పాళ్ల రాయలసీమ జానపద బాణీలను ఆధునిక వాద్యాలతో మేళవించి పాటలు స్వరపరిచారు. "పల్లెల్లో పాడే పాటలను స్వయంగా వెళ్లి రికార్డు చేశాను. వాటి ఆత్మ దెబ్బతినకుండా కొత్త రూపం ఇచ్చేందుకు ప్రయత్నించాను" అని ఆయన వివరించారు.

వేదికపై గాయని శ్రీవాణి వల్లూరి ఆలపించిన టైటిల్ గీతం ప్రేక్షకులను విశేషంగా ఆకట్టుకుంది. గీత రచయిత చంద్రమౌళి రాసిన 'కొండ మీద వెన్నెల' పాటకు విద్యార్థులు లేచి నిలబడి చప్పట్లు కొట్టారు. స్థానిక కళాకారుల బృందం ప్రదర్శించిన కోలాటం, డప్పు వాయిద్యాలు వేడుకకు ప్రత్యేక ఆకర్షణగా నిలిచాయి.

"మా సినిమా కథకు మూలం ఈ ప్రాంతమే. అందుకే ఆడియో వేడుకను తిరుపతిలోనే నిర్వహించాలని నిర్ణయించుకున్నాం" అని దర్శకురాలు పద్మావతి కందుల తెలిపారు. ఈ చిత్రం వచ్చే నెల చివరి వారంలో థియేటర్లలో విడుదల కానుంది. ఆలోపు విజయవాడ, హైదరాబాద్‌లలో ప్రచార కార్యక్రమాలు నిర్వహిస్తామని నిర్మాతలు పేర్కొన్నారు. పాటలన్నీ ఇప్పటికే ఆన్‌లైన్ సంగీత వేదికలపై అందుబాటులోకి వచ్చాయి.`,
    daysAgo: 12,
    author: 'reporter',
  },
  {
    slug: 'ravindra-bharathi-drama-festival-te',
    lang: 'te',
    category: 'Entertainment',
    title: 'రవీంద్రభారతిలో మూడు రోజుల తెలుగు నాటకోత్సవం ప్రారంభం, తొమ్మిది నాటకాల ప్రదర్శన',
    content: `తెలుగు నాటక రంగానికి పూర్వ వైభవం తీసుకురావాలనే లక్ష్యంతో హైదరాబాద్‌లోని రవీంద్రభారతిలో మూడు రోజుల నాటకోత్సవం గురువారం సాయంత్రం ప్రారంభమైంది. తెలంగాణ, ఆంధ్రప్రదేశ్‌లకు చెందిన తొమ్మిది నాటక సమాజాలు ఈ ఉత్సవంలో తమ ప్రదర్శనలు ఇవ్వనున్నాయి. ప్రతి రోజు సాయంత్రం ఆరు గంటల నుంచి మూడు నాటకాలు ప్రదర్శిస్తారు.

తొలి రోజు గుంటూరుకు చెందిన కళాజ్యోతి నాటక సమాజం ప్రదర్శించిన 'ఆఖరి ఉత్తరం' సాంఘిక నాటకం ప్రేక్షకులను కంటతడి పెట్టించింది. ఉద్యోగం కోసం విదేశాలకు వెళ్లిన కొడుకు కోసం ఎదురుచూసే వృద్ధ దంపతుల కథను సహజమైన సంభాషణలతో, తక్కువ సెట్టింగులతో ఆకట్టుకునేలా ప్రదర్శించారు. సిద్దిపేట యువ బృందం ప్రదర్శించిన హాస్య నాటిక కూడా నవ్వులు పూయించింది.

"ఒకప్పుడు ప్రతి పట్టణంలో నాటక పరిషత్తులు ఉండేవి. టీవీలు, ఫోన్లు వచ్చాక నాటకాలకు ప్రేక్షకులు తగ్గారు. యువతను మళ్లీ నాటకాల వైపు ఆకర్షించేందుకు ఈ ఉత్సవం ఒక ప్రయత్నం" అని నిర్వాహక సంస్థ తెలుగు రంగస్థల వేదిక అధ్యక్షుడు డాక్టర్ జి. సుబ్రహ్మణ్యం తెలిపారు. ఈసారి మూడు నాటకాలను పూర్తిగా కళాశాల విద్యార్థులే రూపొందించారని ఆయన వెల్లడించారు.

ప్రవేశం ఉచితం. ఉత్సవం చివరి రోజైన శనివారం ఉత్తమ నాటకం, ఉత్తమ నటుడు, ఉత్తమ నటి, ఉత్తమ దర్శకత్వం విభాగాల్లో బహుమతులు ప్రదానం చేస్తారు. సీనియర్ రంగస్థల కళాకారులతో కూడిన న్యాయనిర్ణేతల బృందం విజేతలను ఎంపిక చేస్తుంది. విజేతగా నిలిచిన నాటకాన్ని వచ్చే నెలలో వరంగల్, విజయవాడ, తిరుపతి నగరాల్లో ప్రత్యేకంగా ప్రదర్శించనున్నారు. నాటకాభిమానులు పెద్ద సంఖ్యలో తరలిరావాలని నిర్వాహకులు కోరారు.`,
    daysAgo: 35,
    author: 'editor',
  },
  {
    slug: 'vizag-it-park-foundation-te',
    lang: 'te',
    category: 'Technology',
    title: 'విశాఖపట్నంలో కొత్త ఐటీ పార్కుకు శంకుస్థాపన, ఐదు వేల ఉద్యోగాలు వస్తాయని అంచనా',
    content: `విశాఖపట్నం శివారులోని మధురవాడలో 25 ఎకరాల విస్తీర్ణంలో నిర్మించనున్న కొత్త ఐటీ పార్కుకు బుధవారం శంకుస్థాపన జరిగింది. రాష్ట్ర ప్రభుత్వం, ప్రైవేటు భాగస్వామ్యంతో రూ. 650 కోట్ల వ్యయంతో ఈ పార్కును నిర్మిస్తున్నారు. తొలి దశ పనులు 18 నెలల్లో పూర్తవుతాయని అధికారులు తెలిపారు.

మొదటి దశలో 10 లక్షల చదరపు అడుగుల కార్యాలయ స్థలం అందుబాటులోకి వస్తుంది. ఇందులో పెద్ద సంస్థలతో పాటు అంకుర సంస్థల కోసం ప్రత్యేకంగా తక్కువ అద్దెకు, వెంటనే పని ప్రారంభించుకునేలా సిద్ధం చేసిన కార్యాలయాలు ఏర్పాటు చేస్తారు. సౌర విద్యుత్ ఫలకాలు, వర్షపు నీటి సంరక్షణ, మురుగునీటి శుద్ధి కేంద్రం వంటి పర్యావరణ అనుకూల సౌకర్యాలు కూడా ఉంటాయి.

"ఇప్పటికే 14 సంస్థలు ఇక్కడ కార్యాలయాలు ఏర్పాటు చేసేందుకు ఆసక్తి చూపాయి. తొలి దశ పూర్తయితే ప్రత్యక్షంగా ఐదు వేల మందికి ఉద్యోగాలు లభిస్తాయి" అని రాష్ట్ర ఐటీ శాఖ ప్రత్యేక అధికారి డి. శ్రీలక్ష్మి తెలిపారు. ఉత్తరాంధ్రలోని ఇంజినీరింగ్ కళాశాలలతో కలిసి నైపుణ్య శిక్షణ కార్యక్రమాలు చేపడతామని ఆమె చెప్పారు.

స్థానిక విద్యార్థులు ఈ ప్రాజెక్టుపై ఆశాభావం వ్యక్తం చేశారు. "చదువు పూర్తయ్యాక ఉద్యోగం కోసం హైదరాబాద్, బెంగళూరు వెళ్లాల్సి వస్తోంది. ఇక్కడే అవకాశాలు వస్తే కుటుంబానికి దగ్గరగా ఉండవచ్చు" అని ఇంజినీరింగ్ చివరి సంవత్సరం విద్యార్థి కె. ప్రణీత్ అన్నారు. నగరం నుంచి పార్కుకు ప్రత్యేక బస్సు సర్వీసులు నడపాలని కూడా అధికారులు ప్రతిపాదించారు. పార్కు సమీపంలో ఉద్యోగుల కోసం నివాస సముదాయాలు, ఆసుపత్రి నిర్మాణానికి కూడా ప్రణాళికలు సిద్ధమవుతున్నాయి.`,
    daysAgo: 3,
    author: 'reporter',
  },
  {
    slug: 'telugu-voice-app-for-farmers-te',
    lang: 'te',
    category: 'Technology',
    title: 'రైతుల కోసం తెలుగులో మాట్లాడే యాప్ రూపొందించిన హైదరాబాద్ అంకుర సంస్థ',
    content: `చదవడం, రాయడం రాని రైతులు కూడా సులభంగా వాడుకునేలా తెలుగులో మాట్లాడి సమాచారం పొందే మొబైల్ యాప్‌ను హైదరాబాద్‌కు చెందిన 'మాటపంట టెక్' అనే అంకుర సంస్థ రూపొందించింది. రైతులు తమ ప్రశ్నను ఫోన్‌లో మామూలుగా తెలుగులో అడిగితే చాలు, యాప్ వాతావరణ సూచన, మార్కెట్ ధరలు, పంటల సంరక్షణ సలహాలను తెలుగులోనే వినిపిస్తుంది.

ఉదాహరణకు, "మా ఊరిలో రేపు వర్షం పడుతుందా?" లేదా "వరంగల్ మార్కెట్‌లో ఈ రోజు పత్తి ధర ఎంత?" అని అడిగితే యాప్ వెంటనే సమాధానం చెబుతుంది. పంటకు తెగులు సోకితే ఆకు ఫోటో తీసి పంపితే, అది ఏ తెగులో గుర్తించి, ఏ మందు ఎంత మోతాదులో వాడాలో సూచిస్తుంది. తెలంగాణ, రాయలసీమ, కోస్తా మాండలికాలను కూడా ఈ యాప్ అర్థం చేసుకుంటుంది.

"మా నాన్న రైతు. ఆయనకు ఫోన్‌లోని ఇంగ్లీష్ మెనూలు అర్థం కావు. అలాంటి రైతుల కోసమే ఈ యాప్ తయారు చేశాం" అని సంస్థ వ్యవస్థాపకుడు ఎ. సందీప్ కుమార్ తెలిపారు. ప్రస్తుతం ఆరు జిల్లాల్లో 40 వేల మంది రైతులు ఈ యాప్ వాడుతున్నారని, దీనిని పూర్తిగా ఉచితంగా అందిస్తున్నామని ఆయన చెప్పారు.

జనగామ జిల్లాకు చెందిన రైతు ఎం. ఎల్లయ్య మాట్లాడుతూ, "గతంలో దుకాణదారుడు చెప్పిన మందే వాడేవాళ్లం. ఇప్పుడు ఫోన్ చెబుతున్న సలహాతో ఖర్చు తగ్గింది" అన్నారు. వచ్చే ఏడాది నాటికి రెండు తెలుగు రాష్ట్రాల్లోని అన్ని జిల్లాలకు సేవలను విస్తరించాలని, వ్యవసాయ శాఖ విస్తరణ అధికారులతో అనుసంధానం చేయాలని సంస్థ లక్ష్యంగా పెట్టుకుంది.`,
    daysAgo: 15,
    author: 'reporter',
  },
  {
    slug: 'kurnool-onion-prices-fall-te',
    lang: 'te',
    category: 'Business',
    title: 'కర్నూలు మార్కెట్‌లో తగ్గుముఖం పట్టిన ఉల్లి ధరలు, ఆందోళనలో రైతులు',
    content: `కర్నూలు వ్యవసాయ మార్కెట్ యార్డుకు ఉల్లి రాక భారీగా పెరగడంతో ధరలు గణనీయంగా తగ్గాయి. గత వారం క్వింటాకు రూ. 2,800 వరకు పలికిన ఉల్లి ధర మంగళవారం రూ. 1,400 నుంచి రూ. 1,900 మధ్యకు పడిపోయింది. సోమవారం ఒక్క రోజే యార్డుకు సుమారు 18 వేల క్వింటాళ్ల ఉల్లి వచ్చిందని మార్కెట్ కమిటీ అధికారులు తెలిపారు.

ఈ ఏడాది వర్షాలు సకాలంలో కురవడంతో కర్నూలు, నంద్యాల, అనంతపురం జిల్లాల్లో ఉల్లి సాగు విస్తీర్ణం పెరిగింది. దిగుబడి కూడా ఆశాజనకంగా ఉండటంతో పంట ఒకేసారి మార్కెట్‌కు వస్తోంది. ఇతర రాష్ట్రాల నుంచి కూడా సరఫరా పెరగడం ధరల పతనానికి కారణమని వ్యాపారులు చెబుతున్నారు. ఖరీఫ్ పంట కోతలు పూర్తి కావడంతో రాబోయే రోజుల్లో ఉల్లి రాక మరింత పెరిగే అవకాశం ఉంది.

"ఎకరాకు విత్తనాలు, ఎరువులు, కూలీల ఖర్చు కలిపి రూ. 70 వేలకు పైగా అయింది. ఈ ధరకు అమ్మితే పెట్టుబడి కూడా తిరిగి రాదు" అని ఆదోని మండలానికి చెందిన రైతు బి. రామాంజనేయులు ఆవేదన వ్యక్తం చేశారు. నిల్వ సౌకర్యం లేకపోవడంతో చాలా మంది రైతులు తక్కువ ధరకే అమ్ముకోవాల్సి వస్తోందని ఆయన అన్నారు.

రైతులు ఒకేసారి పంటను మార్కెట్‌కు తీసుకురాకుండా దశలవారీగా అమ్ముకోవాలని మార్కెట్ కమిటీ కార్యదర్శి ఎస్. జయరామిరెడ్డి సూచించారు. ఉల్లి నిల్వ కోసం గ్రామాల్లో చిన్న గిడ్డంగుల నిర్మాణానికి అందుబాటులో ఉన్న రాయితీ పథకాన్ని ఉపయోగించుకోవాలని ఉద్యాన శాఖ అధికారులు కోరారు. వచ్చే రెండు వారాల్లో ధరలు కొంత స్థిరపడే అవకాశం ఉందని వ్యాపారులు అంచనా వేస్తున్నారు.`,
    daysAgo: 2,
    author: 'reporter',
  },
  {
    slug: 'cotton-procurement-centres-open-te',
    lang: 'te',
    category: 'Business',
    title: 'పత్తి కొనుగోలు కేంద్రాలు ప్రారంభం, మద్దతు ధరకే అమ్ముకోవాలని రైతులకు అధికారుల సూచన',
    content: `తెలంగాణలో ఈ సీజన్ పత్తి కొనుగోళ్లు సోమవారం నుంచి ప్రారంభమయ్యాయి. రాష్ట్రవ్యాప్తంగా 280 కొనుగోలు కేంద్రాలను ఏర్పాటు చేసినట్లు మార్కెటింగ్ శాఖ అధికారులు తెలిపారు. ఆదిలాబాద్, వరంగల్, ఖమ్మం, నల్గొండ జిల్లాల్లో అత్యధిక కేంద్రాలు ఉన్నాయి. ఈ కేంద్రాల్లో ప్రభుత్వం ప్రకటించిన కనీస మద్దతు ధరకే పత్తిని కొనుగోలు చేస్తారు.

కొనుగోలు కేంద్రాల్లో పత్తిలో తేమ శాతం 8 కంటే తక్కువగా ఉంటే పూర్తి మద్దతు ధర లభిస్తుంది. తేమ 12 శాతం వరకు ఉంటే ధరలో కొంత కోత విధిస్తారు. అంతకు మించి తేమ ఉన్న పత్తిని కొనుగోలు చేయరు. అందుకే రైతులు పత్తిని బాగా ఆరబెట్టి, శుభ్రం చేసి తీసుకురావాలని అధికారులు సూచిస్తున్నారు. ప్రతి కేంద్రంలో తేమను కొలిచే యంత్రాలను అందుబాటులో ఉంచారు.

"దళారులకు తక్కువ ధరకు అమ్ముకుని నష్టపోవద్దు. ప్రతి రైతు తన పట్టాదారు పాసుపుస్తకం, ఆధార్, బ్యాంకు ఖాతా వివరాలతో కేంద్రానికి రావాలి. డబ్బు నేరుగా ఖాతాలో జమ అవుతుంది" అని ఆదిలాబాద్ జిల్లా మార్కెటింగ్ అధికారి వి. శ్రీధర్ తెలిపారు. కేంద్రాల వద్ద రద్దీని నివారించేందుకు టోకెన్ విధానం అమలు చేస్తున్నామని ఆయన చెప్పారు.

తొలి రోజే పలు కేంద్రాల వద్ద రైతులు ట్రాక్టర్లు, ఎడ్ల బండ్లతో బారులు తీరారు. "గత ఏడాది కేంద్రాలు ఆలస్యంగా తెరవడంతో ప్రైవేటు వ్యాపారులకు తక్కువ ధరకు అమ్ముకున్నాం. ఈసారి సకాలంలో ప్రారంభించడం సంతోషంగా ఉంది" అని ఇచ్చోడకు చెందిన రైతు జి. భీమ్‌రావు అన్నారు. చెల్లింపులను వారం రోజుల్లోగా పూర్తి చేయాలని రైతు సంఘాలు కోరుతున్నాయి.`,
    daysAgo: 48,
    author: 'editor',
  },
  {
    slug: 'rythu-bazaar-vegetable-prices-rise-te',
    lang: 'te',
    category: 'Business',
    title: 'వర్షాల ప్రభావంతో రైతు బజార్లలో పెరిగిన కూరగాయల ధరలు, కిలో టమాటా రూ. 60',
    content: `గత పది రోజులుగా కురుస్తున్న వర్షాల కారణంగా హైదరాబాద్‌లోని రైతు బజార్లలో కూరగాయల ధరలు గణనీయంగా పెరిగాయి. ఎర్రగడ్డ, మెహదీపట్నం, కూకట్‌పల్లి రైతు బజార్లలో టమాటా కిలో రూ. 60కి చేరింది. రెండు వారాల క్రితం ఇదే టమాటా కిలో రూ. 25కే లభించింది. పచ్చిమిర్చి, బీన్స్, క్యారెట్ ధరలు కూడా దాదాపు రెట్టింపయ్యాయి.

రంగారెడ్డి, వికారాబాద్, మెదక్ జిల్లాల్లో పొలాల్లో నీరు నిలిచి కూరగాయల పంటలు దెబ్బతిన్నాయి. కోసిన పంటను కూడా వర్షం వల్ల సకాలంలో మార్కెట్‌కు తరలించలేకపోతున్నామని రైతులు చెబుతున్నారు. దీంతో రైతు బజార్లకు సరఫరా సుమారు 40 శాతం తగ్గిందని మార్కెటింగ్ శాఖ అధికారులు తెలిపారు. ముఖ్యంగా టమాటా, ఆకుకూరల సరఫరాపై వర్షాల ప్రభావం ఎక్కువగా ఉంది.

"వారానికి కూరగాయల కోసం రూ. 500 ఖర్చు అయ్యేది. ఇప్పుడు అదే సరుకుకు రూ. 900 పెట్టాల్సి వస్తోంది. ఆకుకూరలతోనే సర్దుకుంటున్నాం" అని మెహదీపట్నం రైతు బజార్‌కు వచ్చిన గృహిణి షబానా బేగం అన్నారు. మరోవైపు, పంట నష్టపోయిన రైతులకు పెరిగిన ధరల వల్ల పెద్దగా ప్రయోజనం లేదని చేవెళ్లకు చెందిన రైతు కె. మల్లేశం వాపోయారు.

ధరలను అదుపులో ఉంచేందుకు ఇతర జిల్లాల నుంచి, పొరుగు రాష్ట్రాల నుంచి కూరగాయలు తెప్పిస్తున్నామని రైతు బజార్ల ఎస్టేట్ అధికారి పి. రాజేందర్ తెలిపారు. వర్షాలు తగ్గితే రెండు వారాల్లో ధరలు సాధారణ స్థాయికి చేరుకుంటాయని ఆయన అంచనా వేశారు. ప్రతి రైతు బజార్‌లో రోజువారీ ధరల పట్టికను ప్రదర్శించాలని ఆదేశించినట్లు చెప్పారు.`,
    daysAgo: 6,
    author: 'reporter',
  },
  {
    slug: 'sriram-sagar-gates-lifted-te',
    lang: 'te',
    category: 'Environment',
    title: 'శ్రీరామ్‌సాగర్ ప్రాజెక్టుకు భారీగా వరద, 16 గేట్లు ఎత్తి గోదావరిలోకి నీటి విడుదల',
    content: `ఉత్తర తెలంగాణ జిల్లాలతో పాటు మహారాష్ట్రలోని ఎగువ ప్రాంతాల్లో కురుస్తున్న భారీ వర్షాలతో నిజామాబాద్ జిల్లాలోని శ్రీరామ్‌సాగర్ ప్రాజెక్టుకు భారీగా వరద నీరు వచ్చి చేరుతోంది. దీంతో అధికారులు బుధవారం ఉదయం 16 వరద గేట్లను ఎత్తి గోదావరి నదిలోకి నీటిని విడుదల చేశారు. ప్రాజెక్టులోకి సుమారు 1.2 లక్షల క్యూసెక్కుల ఇన్‌ఫ్లో వస్తుండగా, దాదాపు అంతే మొత్తాన్ని దిగువకు వదులుతున్నారు.

ప్రాజెక్టు పూర్తి నీటిమట్టం 1,091 అడుగులు కాగా, ప్రస్తుతం 1,088 అడుగుల వద్ద నీరు ఉంది. ప్రాజెక్టు పూర్తిగా నిండే దశకు చేరుకోవడంతో కాకతీయ, సరస్వతి, లక్ష్మి కాలువలకు కూడా సాగునీటి విడుదల ప్రారంభించారు. దీంతో నిజామాబాద్, నిర్మల్, జగిత్యాల, కరీంనగర్ జిల్లాల్లోని ఆయకట్టు రైతుల్లో ఆనందం వెల్లివిరుస్తోంది.

"వరద ప్రవాహాన్ని గంటగంటకూ పర్యవేక్షిస్తున్నాం. ఇన్‌ఫ్లో పెరిగితే మరిన్ని గేట్లు ఎత్తుతాం. దిగువన గోదావరి పరీవాహక గ్రామాల ప్రజలను ముందుగానే అప్రమత్తం చేశాం" అని ప్రాజెక్టు పర్యవేక్షక ఇంజినీర్ ఎన్. వెంకటరమణ తెలిపారు. నది ఒడ్డున ఉన్న లోతట్టు ప్రాంతాల్లో రెవెన్యూ, పోలీసు సిబ్బందిని మోహరించామని, పశువుల కాపరులు, మత్స్యకారులు నదిలోకి వెళ్లవద్దని సూచించామని ఆయన చెప్పారు.

"వరి నాట్లు వేసి నీటి కోసం ఎదురుచూస్తున్నాం. కాలువకు నీళ్లు రావడంతో ఈ ఏడాది పంట గట్టెక్కుతుందన్న నమ్మకం వచ్చింది" అని జగిత్యాల జిల్లా మల్యాలకు చెందిన రైతు టి. గంగారెడ్డి అన్నారు. గేట్ల నుంచి దూకుతున్న నీటి అందాలను చూసేందుకు పర్యాటకులు తరలివస్తున్నారు. పర్యాటకులు నదిలోకి దిగవద్దని, సెల్ఫీల కోసం ప్రమాదకర ప్రదేశాలకు వెళ్లవద్దని పోలీసులు హెచ్చరిస్తున్నారు.`,
    daysAgo: 0,
    author: 'reporter',
    summary:
      'ఎగువ ప్రాంతాల్లో భారీ వర్షాలతో శ్రీరామ్‌సాగర్‌కు 1.2 లక్షల క్యూసెక్కుల వరద; 16 గేట్లు ఎత్తి గోదావరిలోకి నీటి విడుదల, కాలువలకూ సాగునీరు.',
    lead: true,
  },
  {
    slug: 'village-tank-restored-by-shramadaan-te',
    lang: 'te',
    category: 'Environment',
    title: 'గ్రామస్తుల శ్రమదానంతో ఊర చెరువుకు పునర్జీవం, 300 ఎకరాలకు అందనున్న సాగునీరు',
    content: `సిద్దిపేట జిల్లా రామన్నపేట గ్రామస్తులు ఏళ్లుగా పూడిక, పిచ్చి మొక్కలతో నిండిపోయిన తమ ఊర చెరువును శ్రమదానంతో పునరుద్ధరించుకున్నారు. ఈ వర్షాకాలంలో చెరువు పూర్తిగా నిండి అలుగు పారడంతో గ్రామంలో పండుగ వాతావరణం నెలకొంది. ఈ చెరువు కింద ఉన్న సుమారు 300 ఎకరాలకు ఇప్పుడు సాగునీరు అందనుంది.

రెండు నెలల పాటు ప్రతి ఆదివారం గ్రామంలోని ప్రతి ఇంటి నుంచి ఒకరు చొప్పున శ్రమదానంలో పాల్గొన్నారు. చెరువు నుంచి సుమారు 12 వేల ట్రాక్టర్ల పూడిక మట్టిని తొలగించారు. ఆ మట్టిని రైతులు తమ పొలాల్లో వేసుకోవడంతో భూసారం కూడా పెరిగింది. పంచాయతీ నిధులు, ఉపాధి హామీ పథకం సహాయంతో కట్ట బలోపేతం, తూముల మరమ్మతు పనులు చేపట్టారు.

"మా చిన్నతనంలో ఈ చెరువు ఏడాదంతా నీటితో కళకళలాడేది. తర్వాత పూడిక పేరుకుపోయి వర్షం నీరు నిలవకుండా పోయింది. అందరం కలిసి పని చేస్తే ఏదైనా సాధ్యమేనని ఈ చెరువు నిరూపించింది" అని గ్రామ సర్పంచ్ ఎల్. పద్మ అన్నారు. చెరువు నిండటంతో గ్రామంలోని బోర్లలో భూగర్భ జలమట్టం కూడా పెరిగిందని రైతులు చెబుతున్నారు.

చెరువు కట్టపై గ్రామ యువకులు 500 మొక్కలు నాటారు. చెరువులో చెత్త వేయకుండా, ప్లాస్టిక్ సంచులు విసరకుండా పర్యవేక్షించేందుకు ఓ కమిటీని ఏర్పాటు చేశారు. "వచ్చే ఏడాది చెరువులో చేప పిల్లలను వదిలి, మత్స్యకారుల కుటుంబాలకు ఉపాధి కల్పిస్తాం" అని కమిటీ సభ్యుడు ఎ. బాలరాజు తెలిపారు. రామన్నపేట స్ఫూర్తితో మండలంలోని మరో ఆరు గ్రామాలు కూడా తమ చెరువుల పునరుద్ధరణకు ముందుకొచ్చాయి.`,
    daysAgo: 30,
    author: 'reporter',
  },
  {
    slug: 'telugu-edition-launch-te',
    lang: 'te',
    translationOf: 'telugu-edition-goes-live',
    category: 'Announcement',
    title: 'మా తెలుగు ఎడిషన్ నేటి నుంచి పాఠకులకు అందుబాటులో, ప్రతి జిల్లా వార్తలు ఒకే చోట',
    content: `పాఠకుల చిరకాల కోరిక మేరకు మా వార్తా సంస్థ పూర్తి స్థాయి తెలుగు ఎడిషన్‌ను నేటి నుంచి ప్రారంభిస్తోంది. తెలంగాణ, ఆంధ్రప్రదేశ్‌లోని అన్ని జిల్లాల వార్తలు, రాజకీయాలు, క్రీడలు, సినిమా, వ్యాపారం, వాతావరణం వంటి అంశాలపై తాజా సమాచారాన్ని ఇకపై మీ మాతృభాషలోనే చదువుకోవచ్చు. వెబ్‌సైట్ పైభాగంలో ఉన్న భాష ఎంపిక బటన్ ద్వారా ఇంగ్లీష్, తెలుగు ఎడిషన్ల మధ్య సులభంగా మారవచ్చు.

తెలుగు ఎడిషన్ కోసం హైదరాబాద్, విజయవాడ, విశాఖపట్నం, తిరుపతి, వరంగల్ కేంద్రాలుగా ప్రత్యేక బృందాలను ఏర్పాటు చేశాం. ప్రతి జిల్లాలో స్థానిక విలేకరులు గ్రామ స్థాయి సమస్యలను, రైతుల ఇబ్బందులను, విద్యార్థుల అవసరాలను ఎప్పటికప్పుడు మీ దృష్టికి తీసుకువస్తారు. ముఖ్యమైన వార్తలను రోజంతా ఎప్పటికప్పుడు నవీకరిస్తాం. పాఠకుల నుంచి వచ్చే వార్తా సమాచారాన్ని కూడా పరిశీలించి ప్రచురిస్తాం.

"భాష అనేది కేవలం మాధ్యమం కాదు, అది పాఠకులతో మనకున్న అనుబంధం. సరళమైన, స్పష్టమైన తెలుగులో నిష్పక్షపాతమైన వార్తలు అందించడమే మా లక్ష్యం" అని తెలుగు ఎడిషన్ సంపాదకురాలు కె. లావణ్య తెలిపారు. ఇంగ్లీష్ వార్తలను యాంత్రికంగా అనువదించకుండా, తెలుగు పాఠకుల కోసమే ప్రత్యేకంగా వార్తలు రాయాలని నిర్ణయించినట్లు ఆమె వివరించారు.

రాబోయే వారాల్లో జిల్లా పేజీలు, వ్యవసాయ మార్కెట్ ధరల పట్టిక, పరీక్షల సమాచారం కోసం ప్రత్యేక విభాగాలను కూడా జోడించనున్నాం. తెలుగు ఎడిషన్‌పై మీ అభిప్రాయాలు, సూచనలు, తప్పుల సవరణలను వెబ్‌సైట్‌లోని 'సంప్రదించండి' పేజీ ద్వారా మాకు పంపవచ్చు. మీ సహకారంతో ఈ ఎడిషన్‌ను మరింత మెరుగ్గా తీర్చిదిద్దుతాం.`,
    daysAgo: 0,
    author: 'admin',
    summary:
      'మా పూర్తి స్థాయి తెలుగు ఎడిషన్ నేటి నుంచి ప్రారంభం: తెలంగాణ, ఆంధ్రప్రదేశ్‌లోని అన్ని జిల్లాల వార్తలు ఇకపై మీ మాతృభాషలోనే.',
  },
  {
    slug: 'telugu-short-story-contest-te',
    lang: 'te',
    category: 'Announcement',
    title: 'పాఠకులకు కథల పోటీ: తెలుగు కథానికలకు ఆహ్వానం, ఎంపికైన కథలు వెబ్‌సైట్‌లో ప్రచురణ',
    content: `తెలుగు కథా సాహిత్యాన్ని ప్రోత్సహించే లక్ష్యంతో మా తెలుగు ఎడిషన్ పాఠకుల కోసం కథల పోటీని ప్రకటిస్తోంది. వయస్సుతో సంబంధం లేకుండా తెలుగులో రాయగల ప్రతి ఒక్కరూ ఈ పోటీలో పాల్గొనవచ్చు. ఎంపికైన కథలను ప్రతి ఆదివారం మా వెబ్‌సైట్‌లోని ప్రత్యేక విభాగంలో ప్రచురిస్తాం.

కథలు మన గ్రామాలు, పట్టణాలు, మనుషుల జీవితాలకు అద్దం పట్టేలా ఉండాలి. ఇతివృత్తం విషయంలో ఎలాంటి పరిమితి లేదు. కథ 1,500 నుంచి 2,500 పదాల మధ్య ఉండాలి. ప్రతి రచయిత ఒక్క కథను మాత్రమే పంపాలి. కథ ఇంతకు ముందు ఎక్కడా ప్రచురితం కాకూడదు, ఇతర పోటీలకు పంపి ఉండకూడదు. అనువాద కథలను, కృత్రిమ మేధ సాధనాలతో రాసిన కథలను పరిగణనలోకి తీసుకోము.

"ప్రతి ఊరిలో ఒక కథ ఉంటుంది. అది రాసే వ్యక్తి కోసం ఎదురుచూస్తుంటుంది. కొత్త రచయితలు, ముఖ్యంగా యువత, విద్యార్థులు ధైర్యంగా కలం పట్టాలని కోరుకుంటున్నాం" అని తెలుగు ఎడిషన్ సంపాదకురాలు కె. లావణ్య తెలిపారు. సీనియర్ కథకులతో కూడిన న్యాయనిర్ణేతల బృందం కథలను పరిశీలిస్తుంది.

ప్రథమ బహుమతిగా రూ. 25 వేలు, ద్వితీయ బహుమతిగా రూ. 15 వేలు, తృతీయ బహుమతిగా రూ. 10 వేలు అందజేస్తాం. మరో పది కథలకు ప్రోత్సాహక బహుమతులు ఉంటాయి. కథలను యూనికోడ్ తెలుగు అక్షరాల్లో టైప్ చేసి, రచయిత పేరు, చిరునామా, ఫోన్ నంబర్‌తో పాటు వెబ్‌సైట్‌లోని 'సంప్రదించండి' పేజీ ద్వారా పంపాలి. కథల స్వీకరణకు చివరి తేదీ వచ్చే నెల 30. ఫలితాలను సంక్రాంతి పండుగ సందర్భంగా ప్రకటిస్తాం.`,
    daysAgo: 9,
    author: 'editor',
  },
  // ---------------------------------------------------------------------------
  // English versions of Telugu stories (linked to them as translations)
  // ---------------------------------------------------------------------------
  {
    slug: 'sriram-sagar-gates-lifted',
    lang: 'en',
    translationOf: 'sriram-sagar-gates-lifted-te',
    category: 'Environment',
    title:
      'Heavy floods reach Sriram Sagar project; 16 gates lifted to release water into the Godavari',
    content: `Heavy rain in the north Telangana districts and in the upstream areas of Maharashtra has sent large volumes of floodwater into the Sriram Sagar project in Nizamabad district. Officials lifted 16 flood gates on Wednesday morning and released water into the Godavari. The project is receiving an inflow of about 1.2 lakh cusecs, and nearly the same quantity is being let out downstream.

The full reservoir level of the project is 1,091 feet, and water currently stands at 1,088 feet. With the reservoir close to full, irrigation releases have also begun into the Kakatiya, Saraswati and Lakshmi canals, bringing cheer to farmers in the command area in Nizamabad, Nirmal, Jagtial and Karimnagar districts.

"We are monitoring the flood flow hour by hour. If the inflow rises, we will lift more gates. People in the villages along the Godavari downstream have been alerted in advance," said N. Venkataramana, superintending engineer of the project. Revenue and police staff have been deployed in low-lying areas along the river bank, and cattle herders and fishermen have been told not to go into the river, he said.

"We transplanted paddy and were waiting for water. Now that the canal is flowing, we believe this year's crop will make it," said T. Ganga Reddy, a farmer from Mallial in Jagtial district. Tourists are flocking to watch the water leaping from the gates. Police have warned visitors not to step into the river or go to dangerous spots for selfies.`,
    daysAgo: 0,
    author: 'reporter',
  },
  {
    slug: 'kurnool-onion-prices-fall',
    lang: 'en',
    translationOf: 'kurnool-onion-prices-fall-te',
    category: 'Business',
    title: 'Onion prices slide at Kurnool market, leaving farmers worried',
    content: `Onion prices have fallen sharply at the Kurnool agricultural market yard as arrivals have surged. Onions that fetched up to ₹2,800 a quintal last week sold for between ₹1,400 and ₹1,900 on Tuesday. Market committee officials said about 18,000 quintals of onion reached the yard on Monday alone.

Timely rain this year increased the area under onion in Kurnool, Nandyal and Anantapur districts. With yields also promising, the crop is reaching the market all at once. Traders say increased supply from other states has also pushed prices down. Now that the kharif harvest is over, arrivals are likely to rise further in the coming days.

"Seeds, fertiliser and labour together cost more than ₹70,000 an acre. At this price we will not even get back what we spent," said B. Ramanjaneyulu, a farmer from Adoni mandal. With no storage facilities, many farmers are forced to sell at low prices, he said.

Market committee secretary S. Jayarami Reddy advised farmers to sell in stages instead of bringing their whole crop to the market at once. Horticulture department officials urged them to use the subsidy scheme available for building small onion storage sheds in villages. Traders expect prices to steady somewhat over the next two weeks.`,
    daysAgo: 2,
    author: 'reporter',
  },
  {
    slug: 'tenth-class-exam-schedule',
    lang: 'en',
    translationOf: 'tenth-class-exam-schedule-te',
    category: 'Politics',
    title: 'Tenth class public examination schedule released; exams to begin on March 18',
    content: `Tenth class public examinations in the state will be held from March 18 to April 2 next year, the director of government examinations announced on Friday. The examinations will be held every day from 9.30 a.m. to 12.30 p.m. About 5.1 lakh students are expected to write the examinations this year.

According to the schedule, the first language paper will be held on the first day, followed by the second language, English, mathematics, physical science, biological science and social studies. The schedule has been drawn up so that there is at least one day's gap between papers. Officials advised students to reach their centres half an hour before the examination begins.

"We have announced the schedule early so that students have enough time to prepare without stress. The deadline for paying the examination fee ends on the 15th of next month," said the director, Dr. M. Srinivasulu. Hall tickets will be made available through schools and on the website two weeks before the examinations, he said.

Parents and teachers welcomed the early schedule. "It will help a great deal in completing the syllabus and planning revision," said K. Sujatha, headmistress of a government school in Warangal. The education department has directed all schools to hold special morning and evening classes from January.`,
    daysAgo: 10,
    author: 'editor',
  },
  {
    slug: 'vizag-it-park-foundation',
    lang: 'en',
    translationOf: 'vizag-it-park-foundation-te',
    category: 'Technology',
    title: 'Foundation stone laid for new IT park in Visakhapatnam, expected to bring 5,000 jobs',
    content: `The foundation stone was laid on Wednesday for a new IT park to be built over 25 acres at Madhurawada on the outskirts of Visakhapatnam. The park is being built at a cost of ₹650 crore in a partnership between the state government and a private developer. Officials said the first phase would be completed in 18 months.

The first phase will provide 10 lakh square feet of office space. Besides space for large companies, it will have ready-to-use offices at low rents set aside for start-ups. Eco-friendly features such as solar panels, rainwater harvesting and a sewage treatment plant are also planned.

"Fourteen companies have already shown interest in setting up offices here. Once the first phase is complete, 5,000 people will get jobs directly," said D. Srilakshmi, special officer in the state IT department. Skill training programmes will be run together with engineering colleges in north Andhra, she said.

Local students were hopeful about the project. "After finishing our studies we have to go to Hyderabad or Bengaluru for jobs. If opportunities come here, we can stay close to our families," said K. Praneeth, a final-year engineering student. Officials have also proposed special bus services from the city to the park, and plans are being drawn up for housing for employees and a hospital near the park.`,
    daysAgo: 3,
    author: 'reporter',
  },
  {
    slug: 'telugu-short-story-contest',
    lang: 'en',
    translationOf: 'telugu-short-story-contest-te',
    category: 'Announcement',
    title:
      'Short story contest for readers: Telugu stories invited, selected entries to be published online',
    content: `To encourage Telugu short fiction, our Telugu edition is announcing a short story contest for readers. Anyone who can write in Telugu may take part, whatever their age. Selected stories will be published every Sunday in a special section of our website.

Stories should mirror the lives of people in our villages and towns. There is no restriction on theme. A story should be between 1,500 and 2,500 words, and each writer may send only one. The story must not have been published anywhere before or sent to any other contest. Translated stories and stories written with artificial intelligence tools will not be considered.

"Every village has a story waiting for someone to write it. We hope new writers, especially young people and students, will pick up the pen with confidence," said K. Lavanya, editor of the Telugu edition. A panel of judges made up of senior story writers will read the entries.

The first prize is ₹25,000, the second ₹15,000 and the third ₹10,000. Ten more stories will receive consolation prizes. Stories should be typed in Unicode Telugu and sent with the writer's name, address and phone number through the Contact page of the website. The last date for entries is the 30th of next month, and the results will be announced at Sankranti.`,
    daysAgo: 9,
    author: 'editor',
  },
];
