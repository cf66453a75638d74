/**
 * Given names common in many languages, for telling a column of people from other text columns by its values: over a
 * table named in another language (`texnikos` = Giorgos, Nikos, Eleni; `krejci` = Jana, Petr), "which technician" and
 * "each tailor" are its one column of people's names. Names that are also everyday words, places or months ("Will",
 * "May", "Paris", "Rose", "Hunter") are left out: a column of them is not taken for people on their strength.
 */
import { fold } from "./text.js";

const NAMES = [
  // English, Irish, Scottish, Welsh
  "aaron adam adrian aidan aisling alan albert alex alexander alfie alice alison amanda amelia amy andrew angela anita ann anna anne annie anthony",
  "arthur ashley barbara barry ben benjamin bernard beth bethan betty billy bob brendan brian bridget bronwen callum carl carol caroline",
  "catherine cathal charles charlie charlotte chloe chris christine christopher ciara ciaran claire colin colm connor conor craig dafydd daniel",
  "danny darren david deborah declan deirdre denise dennis derek diane dominic donal donna dorothy douglas dylan eamon eileen eilidh elaine",
  "eleanor elizabeth ellen ellie emily emma eoin eric evan fergus fiona frances francis frank fraser gareth gary gavin gemma geoffrey george",
  "gerard gillian glenn gordon graham gregory gwen hamish hannah harry harvey heather helen henry hugh iain ian imogen isaac isabel isla jack",
  "jackie jacob jake james jamie jane janet janice jason jean jeff jeffrey jennifer jenny jeremy jessica jill jim jimmy joan joanne joe joel",
  "john jonathan joseph joshua julia julie justin karen kate katherine kathleen kathryn katie keith kelly kenneth kevin kieran kirsty laura",
  "lauren leah lee leo lewis liam linda lisa lorraine louise lucy luke lynn maeve mairead malcolm margaret maria marie martin mary matthew",
  "megan melissa michael michelle mike morgan muriel nancy naomi natalie neil niall nicholas nicola niamh nigel oisin oliver olivia oscar owen",
  "padraig pamela patricia patrick paul pauline peter philip phillip rachel rebecca rhiannon rhys richard rob robert robin roger ronan ross ruth",
  "ryan sally sam samantha samuel sandra sarah scott sean seamus shane sharon shaun shona siobhan simon sinead sophie stephen steve steven",
  "stuart susan tara teresa terry thomas tim timothy tom tony tracy trevor vanessa victor vincent wayne wendy william zoe",
  "dean shauna kerry leanne stacey dale brett natasha jade kayleigh kelsey shannon bradley marc dominika",
  // North American
  "aiden amber andre antonio brandon brittany bryce caleb cameron chad chelsea cody courtney darnell deshawn destiny devon dwayne ethan",
  "gabriel garrett jamal jared jasmine jayden jerome jose juan kayla keisha kyle latoya logan malik marcus mason nathan noah shanice tanisha",
  "trent tyler tyrone wyatt zachary",
  // French, Belgian, Swiss
  "amelie antoine aurelie baptiste bastien benoit camille cecile celine christophe claude clement damien delphine denis didier elodie emilie",
  "etienne fabien fabrice francois frederic gael genevieve gilles guillaume helene herve isabelle jacques jerome julien laetitia laurent lea",
  "lucas manon marc mathieu mathilde maxime nathalie nicolas olivier pascal philippe pierre quentin remi renaud sandrine sebastien stephane",
  "sylvie theo thierry valerie vincent xavier yann yves",
  // German, Austrian, Dutch, Flemish
  "andreas anja annika bernd birgit bram daan dieter dirk elke erik fenna florian frank frieda gerrit gisela gunther hans heike heinz helga",
  "hendrik ingrid janneke jens jeroen joost jurgen kai karin katrin klaus kurt lars lieke lotte lukas maarten margot markus matthias",
  "monika niels pieter ralf reinhard ruud sabine sander sanne saskia silke sven thijs thomas tobias ulrich ursula uwe wim wolfgang",
  // Nordic, Icelandic, Finnish, Estonian
  "aino anders anneli arvid astrid birgitta bjorn einar eino elsa eero erkki freya gudrun gunnar hanna harri heikki helgi ingrid jari johan",
  "jonas jukka juha kaisa kari kristjan kristin lasse leena liisa magnus mari marko matti mikko minna nils olafur olli pekka petri raimo",
  "ragnar riikka sigrid sigurdur siv solveig stefan sune tapio teemu timo tuomas tuula ulla ville ylva jaan kadri kaja mait mart peeter",
  "piret priit raivo siim tiit toomas triin",
  // Baltic, Polish, Czech, Slovak, Slovene, Croatian, Serbian, Bulgarian, Russian, Ukrainian
  "agnieszka aleksander andrzej aneta barbora boris bozena dariusz dragan dusan ewa grzegorz ilze ivan ivana ivo jadwiga jakub jan jana",
  "janis jaroslav jiri jolanta josef jovana juraj kamil karolina katarzyna kestutis kristina lucie lukasz maciej magdalena malgorzata marek",
  "marija marta martina michal milan milena miroslav natasa nikola olga ondrej pavel pavla petr petra piotr radek robert rimantas sergei",
  "stanislav tatiana tomas tomasz vaclav vera viktor vilma vladimir wojciech zdenek zofia zoran zuzana andris arturs daina gatis inese",
  "juris kristaps laura liga maris raimonds sandra valdis aiste darius egle giedre jurate lina mindaugas paulius ruta saulius vytautas",
  "andrej bojan dejan goran igor jelena luka marko matej miha milica mojca nenad nina petar sasa tanja uros vesna zeljko ana dimitar georgi",
  "ivanka stoyan todor yordan natalia oksana olena sergiy taras yulia dmitri mikhail nikolai svetlana yuri",
  // (and the everyday short forms of Slavic names)
  "pawel lukasz krzysztof marcin bartek bartosz kuba tomek gosia kasia basia ania ola zosia agata asia magda wojtek jarek",
  "sasha masha dasha pasha misha natasha katya olya vanya petya honza pepa jirka verca lenka zuza ondra",
  // Hungarian, Romanian
  "attila balazs csaba eszter gabor gyorgy istvan janos katalin laszlo zoltan zsofia zsolt adrian alexandru andrei bogdan catalina cristina",
  "dorin elena florin gheorghe ioana ion ionut mihai mihaela radu razvan sorin vasile",
  // Italian, Spanish, Catalan, Galician, Basque, Portuguese, Brazilian
  "alessandro alessia andrea angelo antonella beatrice carla carlo chiara cristiano davide elisa enrico federica federico francesca gianluca",
  "giorgia giovanni giulia giuseppe lorenzo luca luigi marco martina matteo paola roberto sara silvia simone stefano valentina alba alejandro",
  "alvaro ana carlos carmen cristina diego elena enrique fernando francisco gonzalo ignacio javier jorge jose juan laura lucia manuel marta",
  "miguel pablo paula pedro pilar rafael raquel rocio sergio teresa jordi josep montse nuria oriol pau xavi xabier iker aitor ainhoa amaia",
  "asier edurne gorka idoia iñaki jon leire mikel nerea unai xoan uxia brais anxo iria antonio beatriz bruno catarina duarte filipa goncalo",
  "inês joao joana luis mariana nuno rita rodrigo tiago vasco diogo afonso thiago gabriela larissa leticia",
  // Occitan, Provençal, Sardinian, Corsican, Romansh (and Catalan forms the line above lacks)
  "pèire peire joan jòrdi jordi guilhèm guilhem bernat ramon ramona marçal marcal aurelha miquèl miquel estève esteve andrieu",
  "magali mirelha mirelhe jacme felip clamença antònia antonia bertrand arnaud gaston",
  "gavino efisio giommaria tonino bastianu ghjuvanni ghjacumu ghjulia mattea gion curdin flurina mengia",
  // Greek, Turkish, Albanian, Maltese
  "athena christos dimitris dimitra eleni giorgos ioannis katerina konstantinos kostas maria nikos panagiotis spyros stavros",
  "vasilis yannis yiannis alexandros anastasia angeliki despina evangelia kyriakos manolis marios michalis petros thanasis vasiliki",
  "ahmet ali ayse burak cem deniz elif emine emre fatma hakan hasan huseyin kemal mehmet murat mustafa ozlem selin serkan yusuf zeynep",
  "arben besa blerina dritan elira ermal erion fatmir genti ilir klodian mimoza valbona ġorġ ġużeppi ċensu",
  // Arabic, Persian, Hebrew
  "ahmad ahmed aisha amina amir fatima hamza hassan ibrahim karim khalid layla mahmoud mariam mohamed mohammed mustafa nadia omar rashid",
  "salma samir tariq yasmin youssef zainab ali reza farid leila maryam parisa dalia avi noa yael yosef",
  // South Asian
  "aarav amit anil anjali arjun deepak divya gaurav ishaan kavya krishna lakshmi manoj meera neha nikhil pooja priya rahul raj rajesh ravi",
  "rohan sanjay shreya sunil sunita vijay vikram aditi anand arun ganesh harpreet gurpreet jaspreet mandeep navdeep simran",
  // East and South-East Asian, Pacific
  "wei li ming jun hui xin yan lei jie ying chen hao haruto hiroshi kenji takeshi yuki yuko sakura akiko aiko kenta sota yui ren daiki",
  "jisoo minho seojun jiwoo hyun sungmin eunji nok somchai somsak malee siriporn nattapong kanya anh linh minh tuan huong thanh duc lan",
  "budi dewi putri agus siti wahyu rizky ahmad nurul aziz farah hafiz syafiq aiman haziq jose maricel rowena jun-jun aroha tane wiremu",
  "hemi mere tama kiri",
  // African
  "abebe adwoa akua amara ama chidi chinedu emeka fatou folasade ibrahima jabari kamau kofi kwame moussa njeri nkosi oluwaseun sipho",
  "thabo themba wanjiru zanele amani baraka juma neema rehema zawadi",
].flatMap((line) => line.split(" "));

/** The names, accents folded ("ines", "iñaki" → "inaki"). */
const GIVEN_NAMES: ReadonlySet<string> = new Set(NAMES.map((name) => fold(name)));

/** The distinct non-empty text values of a sample. */
const distinctTexts = (values: readonly (string | boolean)[] | undefined): string[] => [
  ...new Set((values ?? []).filter((value): value is string => typeof value === "string" && value.trim() !== "")),
];

/** Whether `word` is a common given name (accents and case ignored). */
export const isGivenName = (word: string): boolean => GIVEN_NAMES.has(fold(word));

/**
 * Whether sampled text values are people's names: most of them (three in five, and at least two) begin with a given
 * name ("Giorgos", "Eleni Papadaki", "J. Murphy" no). A column of one or two values, or of codes, says nothing.
 */
export function namesPeople(values: readonly (string | boolean)[] | undefined): boolean {
  const texts = distinctTexts(values);
  if (texts.length < 2) return false;
  const named = texts.filter((value) => {
    const first = value.trim().split(/[\s,]+/)[0] ?? "";
    return /^\p{L}[\p{L}'-]+$/u.test(first) && isGivenName(first);
  });
  return named.length >= 2 && named.length >= 0.6 * texts.length;
}

/** Nouns of people by what they do for the business or what they are to it: "which technician", "each tailor", "per guide". */
const ROLE_NOUNS: ReadonlySet<string> = new Set(
  (
    "technician tech engineer mechanic fitter installer plumber electrician locksmith glazier tuner sweep driver courier rider pilot captain " +
    "skipper operator guide instructor teacher tutor coach trainer lecturer stylist barber hairdresser tailor seamstress cobbler repairer " +
    "dentist doctor vet veterinarian nurse therapist masseur masseuse physio chef cook baker butcher cashier clerk teller assessor inspector " +
    "surveyor auditor examiner tester agent broker recruiter translator interpreter consultant adviser advisor caretaker carer cleaner " +
    "volunteer attendant waiter waitress bartender dispatcher controller analyst scientist researcher observer lawyer solicitor judge " +
    "accountant rep salesperson seller employee staffer worker member manager supervisor foreman officer ranger keeper handler walker " +
    "picker grower farmer gardener beekeeper fisher fisherman shearer milker miller packer loader porter receptionist host photographer " +
    "presenter producer director designer developer author artist player coordinator organiser organizer volunteer paramedic firefighter " +
    "hunter educator funeral-director undertaker celebrant"
  ).split(" "),
);

/** Whether `noun` (singular) names a person by role: a listed one, a word in -ist or -ician ("florist", "optician"), or a compound of a role ("bookseller"). */
export const isRoleNoun = (noun: string): boolean =>
  ROLE_NOUNS.has(noun) || /^\p{L}{3,}(?:ist|ician)$/u.test(noun) || ROLE_TAILS.some((tail) => noun.length >= tail.length + 3 && noun.endsWith(tail));
/** Role nouns that end compounds of the same role ("bookseller", "dogwalker", "shopkeeper", "housekeeper"). */
const ROLE_TAILS: readonly string[] = ["seller", "walker", "keeper", "worker", "dresser", "maker", "driver", "handler", "picker", "cleaner", "minder"];

/**
 * Whether sampled text values are proper names of places: nearly all (four in five, at least two) capitalised words,
 * one to three of them, no codes in capitals and no digits, and few beginning with a given name (Zagreb, Split, Rijeka;
 * not Giorgos, Eleni; not BLK, DNM; not "papir", "staklo").
 */
export function namesPlaces(values: readonly (string | boolean)[] | undefined): boolean {
  const texts = distinctTexts(values);
  if (texts.length < 2) return false;
  const proper = texts.filter((value) => /^\p{Lu}\p{Ll}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(value.trim()));
  const people = texts.filter((value) => isGivenName(value.trim().split(/\s+/)[0] ?? ""));
  return proper.length >= 2 && proper.length >= 0.8 * texts.length && people.length <= 0.3 * texts.length;
}
